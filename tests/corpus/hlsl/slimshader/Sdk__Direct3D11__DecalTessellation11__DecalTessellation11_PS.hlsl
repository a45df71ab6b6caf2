// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbInit
// {
//
//   float4 g_vMaterialColor;           // Offset:    0 Size:    16
//   float4 g_vAmbientColor;            // Offset:   16 Size:    16
//   float4 g_vSpecularColor;           // Offset:   32 Size:    16
//   float4 g_vScreenSize;              // Offset:   48 Size:    16 [unused]
//   float4 g_vFlags;                   // Offset:   64 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_sampleLinear                    sampler      NA          NA    0        1
// g_NormalMap                       texture  float4          2d    1        1
// g_BaseMap                         texture  float4          2d    2        1
// cbInit                            cbuffer      NA          NA    0        1
//
cbuffer cbInit : register(b0) {
    float4 g_vMaterialColor : packoffset(c0);
    float4 g_vAmbientColor : packoffset(c1);
    float4 g_vSpecularColor : packoffset(c2);
    float4 g_vScreenSize : packoffset(c3);
    float4 g_vFlags : packoffset(c4);
};
SamplerState g_sampleLinear : register(s0);
Texture2D<float4> g_NormalMap : register(t1);
Texture2D<float4> g_BaseMap : register(t2);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
    float3 TEXCOORD1 : TEXCOORD1;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
    float3 LIGHTVECTORWS0 : LIGHTVECTORWS0;
    float3 VIEWVECTORTS0 : VIEWVECTORTS0;
    float3 VIEWVECTORWS0 : VIEWVECTORWS0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    float4 v5 = 0;
    float4 v6 = 0;
    float4 v7 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.NORMAL0;
    v3.xyz = input.TEXCOORD1;
    v4.xyz = input.LIGHTVECTORTS0;
    v5.xyz = input.LIGHTVECTORWS0;
    v6.xyz = input.VIEWVECTORTS0;
    v7.xyz = input.VIEWVECTORWS0;
    if (v3.z < 1.0f) {
        r0.xyz = asuint((rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz);
        r1.xyz = (rsqrt(dot(v5.xyz, v5.xyz))).xxx * v5.xyz;
        r2.xyz = (rsqrt(dot(v7.xyz, v7.xyz))).xxx * v7.xyz;
    } else {
        r3.xyz = mad((g_NormalMap.Sample(g_sampleLinear, v3.xy)).xyz, float3(2.0f, 2.0f, 2.0f), float3(-1.0f, -1.0f, -1.0f));
        r0.xyz = asuint((rsqrt(dot(r3.xyz, r3.xyz))).xxx * r3.xyz);
        r1.xyz = (rsqrt(dot(v4.xyz, v4.xyz))).xxx * v4.xyz;
        r2.xyz = (rsqrt(dot(v6.xyz, v6.xyz))).xxx * v6.xyz;
    }
    if (0.0f < g_vFlags.x) {
        r3.xyz = (g_BaseMap.Sample(g_sampleLinear, v1.xy)).xyz * g_vMaterialColor.xyz;
    } else {
        r3.xyz = g_vMaterialColor.xyz;
    }
    r0.w = asuint(saturate(dot(asfloat(r0.xyz), r1.xyz)));
    r1.xyz = r1.xyz + r2.xyz;
    r1.w = rsqrt(dot(r1.xyz, r1.xyz));
    r0.x = asuint(exp2((log2(saturate(dot(asfloat(r0.xyz), (r1.www * r1.xyz)))) * 100.0f)));
    r3.w = g_vMaterialColor.w;
    o0.xyzw = mad(g_vSpecularColor.xyzw, asfloat(r0.xxxx), mad(r3.xyzw, asfloat(r0.wwww), (r3.xyzw * g_vAmbientColor.xyzw)));
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
