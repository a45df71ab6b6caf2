// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float g_scale;                     // Offset:   64 Size:     4
//   float g_texelWorld;                // Offset:   68 Size:     4
//   float2 pad;                        // Offset:   72 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_height                          texture   float          2d    0        1
// g_splat                           texture  float4     2darray    1        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float g_scale : packoffset(c4);
    float g_texelWorld : packoffset(c4.y);
    float2 pad : packoffset(c4.z);
};
SamplerState g_s : register(s0);
Texture2D<float> g_height : register(t0);
Texture2DArray<float4> g_splat : register(t1);
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 MATERIAL0 : MATERIAL0;
};
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 4> input, uint vPrim : SV_PrimitiveID) {
    Output output;
    uint4 vicp[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[2][0].xyz = asuint(input[2].POSITION0);
    vicp[3][0].xyz = asuint(input[3].POSITION0);
    vicp[0][1].xy = asuint(input[0].TEXCOORD0);
    vicp[1][1].xy = asuint(input[1].TEXCOORD0);
    vicp[2][1].xy = asuint(input[2].TEXCOORD0);
    vicp[3][1].xy = asuint(input[3].TEXCOORD0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_TessFactor0[3]);
    vpc[4].x = asuint(constants.SV_InsideTessFactor0[0]);
    vpc[5].x = asuint(constants.SV_InsideTessFactor0[1]);
    vDomain.xy = domain;
    r1.xyz = mad(vDomain.xxx, ((-asfloat(vicp[0][0].xyz)) + asfloat(vicp[1][0].xyz)), asfloat(vicp[0][0].xyz));
    r0.xyz = asuint(mad(vDomain.yyy, (mad(vDomain.xxx, ((-asfloat(vicp[3][0].xyz)) + asfloat(vicp[2][0].xyz)), asfloat(vicp[3][0].xyz)) + (-r1.xyz)), r1.xyz));
    r1.xy = mad(vDomain.xx, ((-asfloat(vicp[3][1].xy)) + asfloat(vicp[2][1].xy)), asfloat(vicp[3][1].xy));
    r1.zw = mad(vDomain.xx, ((-asfloat(vicp[0][1].xy)) + asfloat(vicp[1][1].xy)), asfloat(vicp[0][1].xy));
    r1.xy = (-r1.zw) + r1.xy;
    r1.xy = mad(vDomain.yy, r1.xy, r1.zw);
    r1.w = (g_height.SampleLevel(g_s, r1.xy, 0.0f)).x;
    r0.y = asuint(mad(r1.w, g_scale, asfloat(r0.y)));
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    r0.x = asuint(((-(g_height.SampleLevel(g_s, r1.xy, 0.0f, int2(1, 0))).x) + r1.w) * g_scale);
    r0.z = asuint(((-(g_height.SampleLevel(g_s, r1.xy, 0.0f, int2(0, 1))).x) + r1.w) * g_scale);
    r0.y = asuint(g_texelWorld);
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    o1.xyz = asfloat(r0.www) * asfloat(r0.xyz);
    o2.xy = r1.xy;
    r1.z = (float)asuint((asint(vPrim) & 3));
    o3.xyzw = (g_splat.SampleLevel(g_s, r1.xyz, 0.0f)).xyzw;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        output.MATERIAL0 = o3.xyzw;
        return output;
    }
}
