// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Obj
// {
//
//   float4x4 g_world;                  // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Obj                               cbuffer      NA          NA    0        1
//
cbuffer Obj : register(b0) {
    column_major float4x4 g_world : packoffset(c0);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 r0 = 0;
    v0.xyz = asuint(input.POSITION0);
    v1.xyz = asuint(input.NORMAL0);
    v2.xy = asuint(input.TEXCOORD0);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_world._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_world._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r0.xyzw), g_world._m02_m12_m22_m32));
    o1.x = asuint(dot(asfloat(v1.xyz), g_world._m00_m10_m20));
    o1.y = asuint(dot(asfloat(v1.xyz), g_world._m01_m11_m21));
    o1.z = asuint(dot(asfloat(v1.xyz), g_world._m02_m12_m22));
    o2.xy = v2.xy;
    {
        output.WORLDPOS0 = asfloat(o0.xyz);
        output.NORMAL0 = asfloat(o1.xyz);
        output.TEXCOORD0 = asfloat(o2.xy);
        return output;
    }
}
