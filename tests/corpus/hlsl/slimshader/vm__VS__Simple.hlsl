// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4x4 WorldViewProjection;      // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
column_major float4x4 WorldViewProjection;
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
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
    r0.xyzw = asuint(asfloat(v0.yyyy) * WorldViewProjection._m01_m11_m21_m31);
    r0.xyzw = asuint(mad(WorldViewProjection._m00_m10_m20_m30, asfloat(v0.xxxx), asfloat(r0.xyzw)));
    o0.xyzw = asuint(mad(WorldViewProjection._m02_m12_m22_m32, asfloat(v0.zzzz), asfloat(r0.xyzw)));
    o1.xyz = v1.xyz;
    o2.xy = v2.xy;
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.NORMAL0 = asfloat(o1.xyz);
        output.TEXCOORD0 = asfloat(o2.xy);
        return output;
    }
}
