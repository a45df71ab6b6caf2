// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float g_height;                    // Offset:   64 Size:     4
//   float3 pad;                        // Offset:   68 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_disp                            texture   float          2d    0        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float g_height : packoffset(c4);
    float3 pad : packoffset(c4.y);
};
SamplerState g_s : register(s0);
Texture2D<float> g_disp : register(t0);
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 3> input) {
    Output output;
    uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].WORLDPOS0);
    vicp[1][0].xyz = asuint(input[1].WORLDPOS0);
    vicp[2][0].xyz = asuint(input[2].WORLDPOS0);
    vicp[0][1].xyz = asuint(input[0].NORMAL0);
    vicp[1][1].xyz = asuint(input[1].NORMAL0);
    vicp[2][1].xyz = asuint(input[2].NORMAL0);
    vicp[0][2].xy = asuint(input[0].TEXCOORD0);
    vicp[1][2].xy = asuint(input[1].TEXCOORD0);
    vicp[2][2].xy = asuint(input[2].TEXCOORD0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vDomain.xyz = domain;
    r1.xyz = mad(asfloat(vicp[2][1].xyz), vDomain.zzz, mad(asfloat(vicp[0][1].xyz), vDomain.xxx, (vDomain.yyy * asfloat(vicp[1][1].xyz))));
    r1.xyz = (rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz;
    r2.xy = mad(asfloat(vicp[2][2].xy), vDomain.zz, mad(asfloat(vicp[0][2].xy), vDomain.xx, (vDomain.yy * asfloat(vicp[1][2].xy))));
    o2.xy = r2.xy;
    o1.xyz = r1.xyz;
    r0.xyz = mad((((g_disp.SampleLevel(g_s, r2.xy, 0.0f)).x).xxx * r1.xyz), g_height.xxx, mad(asfloat(vicp[2][0].xyz), vDomain.zzz, mad(asfloat(vicp[0][0].xyz), vDomain.xxx, (vDomain.yyy * asfloat(vicp[1][0].xyz)))));
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
