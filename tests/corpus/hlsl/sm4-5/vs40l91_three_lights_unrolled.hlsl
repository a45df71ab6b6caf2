// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer L
// {
//
//   float4x4 g_wvp;                    // Offset:    0 Size:    64
//   float4 g_dir[3];                   // Offset:   64 Size:    48
//   float4 g_col[3];                   // Offset:  112 Size:    48
//   float4 g_amb;                      // Offset:  160 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// L                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[11]; };
struct Input {
    float3 v0_x : POSITION0;
    float3 v1_x : NORMAL0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float4 o1_x : COLOR0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    v0.xyz = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
    r0.x = asuint(dot(asfloat(v1.xyz), (-asfloat(cb0[4].xyz))));
    r0.x = asuint(max(asfloat(r0.x), asfloat(0x00000000u)));
    r0.xyz = asuint(mad(asfloat(cb0[7].xyz), asfloat(r0.xxx), asfloat(cb0[10].xyz)));
    r0.w = asuint(dot(asfloat(v1.xyz), (-asfloat(cb0[5].xyz))));
    r0.w = asuint(max(asfloat(r0.w), asfloat(0x00000000u)));
    r0.xyz = asuint(mad(asfloat(cb0[8].xyz), asfloat(r0.www), asfloat(r0.xyz)));
    r0.w = asuint(dot(asfloat(v1.xyz), (-asfloat(cb0[6].xyz))));
    r0.w = asuint(max(asfloat(r0.w), asfloat(0x00000000u)));
    o1.xyz = asuint(mad(asfloat(cb0[9].xyz), asfloat(r0.www), asfloat(r0.xyz)));
    o1.w = 0x3f800000u;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            return output;
        }
}
