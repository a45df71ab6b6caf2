// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer B
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4x3 g_bones;                  // Offset:   64 Size:    48
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// B                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[7]; };
struct Input {
    float3 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyz = asuint(input.v0_x);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[4].xyzw)));
    r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[5].xyzw)));
    r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[6].xyzw)));
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[3].xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
