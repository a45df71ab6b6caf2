// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerObject
// {
//
//   float4x4 g_mWorldViewProjection;   // Offset:    0 Size:    64
//   float4x4 g_mWorld;                 // Offset:   64 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerObject                       cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[8]; };
struct Input {
    float4 v0_x : POSITION0;
    float3 v1_x : NORMAL0;
    float2 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    float3 o1_x : NORMAL0;
    float2 o2_x : TEXCOORD0;
    float4 o3_x : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    v2.xy = asuint(input.v2_x);
    o0.x = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[3].xyzw)));
    r0.xyz = asuint(asfloat(v1.xyz) + asfloat(v1.xyz));
    r1.xyz = (asfloat(v1.xyz) >= asfloat(uint3(0x3f000000u, 0x3f000000u, 0x3f000000u))) ? 0xffffffffu : 0u;
    r2.xyz = asuint(mad(asfloat(v1.xyz), asfloat(uint3(0x40000000u, 0x40000000u, 0x40000000u)), asfloat(uint3(0xc0000000u, 0xc0000000u, 0xc0000000u))));
    r0.xyz = (r1.xyz != 0u) ? r2.xyz : r0.xyz;
    o1.x = asuint(dot(asfloat(r0.xyz), asfloat(cb0[4].xyz)));
    o1.y = asuint(dot(asfloat(r0.xyz), asfloat(cb0[5].xyz)));
    o1.z = asuint(dot(asfloat(r0.xyz), asfloat(cb0[6].xyz)));
    o2.xy = v2.xy;
    o3.x = cb0[4].x;
    o3.y = cb0[5].x;
    o3.z = cb0[6].x;
    o3.w = cb0[7].x;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyz);
            output.o2_x = asfloat(o2.xy);
            output.o3_x = asfloat(o3.xyzw);
            return output;
        }
}
