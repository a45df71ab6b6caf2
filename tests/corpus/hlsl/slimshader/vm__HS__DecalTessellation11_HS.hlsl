// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbInit
// {
//
//   float4 g_vMaterialColor;           // Offset:    0 Size:    16 [unused]
//   float4 g_vAmbientColor;            // Offset:   16 Size:    16 [unused]
//   float4 g_vSpecularColor;           // Offset:   32 Size:    16 [unused]
//   float4 g_vScreenSize;              // Offset:   48 Size:    16
//   float4 g_vFlags;                   // Offset:   64 Size:    16 [unused]
//
// }
//
// cbuffer cbUpdate
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64 [unused]
//   float4x4 g_mViewProjection;        // Offset:   64 Size:    64
//   float4x4 g_mWorldViewProjection;   // Offset:  128 Size:    64 [unused]
//   float4 g_vTessellationFactor;      // Offset:  192 Size:    16
//   float4 g_vDisplacementScaleBias;   // Offset:  208 Size:    16 [unused]
//   float4 g_vLightPosition;           // Offset:  224 Size:    16 [unused]
//   float4 g_vEyePosition;             // Offset:  240 Size:    16
//
// }
//
// cbuffer cbDamage
// {
//
//   float4 g_vNormal[50];              // Offset:    0 Size:   800
//   float4 g_vBinormal[50];            // Offset:  800 Size:   800 [unused]
//   float4 g_vTangent[50];             // Offset: 1600 Size:   800 [unused]
//   float4 g_vDecalPositionSize[50];   // Offset: 2400 Size:   800
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbInit                            cbuffer      NA          NA    0        1
// cbUpdate                          cbuffer      NA          NA    1        1
// cbDamage                          cbuffer      NA          NA    2        1
//
cbuffer cbInit : register(b0) {
    float4 g_vMaterialColor : packoffset(c0);
    float4 g_vAmbientColor : packoffset(c1);
    float4 g_vSpecularColor : packoffset(c2);
    float4 g_vScreenSize : packoffset(c3);
    float4 g_vFlags : packoffset(c4);
};
cbuffer cbUpdate : register(b1) {
    column_major float4x4 g_mWorld : packoffset(c0);
    column_major float4x4 g_mViewProjection : packoffset(c4);
    column_major float4x4 g_mWorldViewProjection : packoffset(c8);
    float4 g_vTessellationFactor : packoffset(c12);
    float4 g_vDisplacementScaleBias : packoffset(c13);
    float4 g_vLightPosition : packoffset(c14);
    float4 g_vEyePosition : packoffset(c15);
};
cbuffer cbDamage : register(b2) {
    float4 g_vNormal[50] : packoffset(c0);
    float4 g_vBinormal[50] : packoffset(c50);
    float4 g_vTangent[50] : packoffset(c100);
    float4 g_vDecalPositionSize[50] : packoffset(c150);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    precise uint4 r7 = 0;
    precise uint4 r8 = 0;
    precise uint4 r9 = 0;
    precise uint4 r10 = 0;
    precise uint4 r11 = 0;
    precise uint4 r12 = 0;
    r0.xyz = asuint((-asfloat(vicp[1][0].xyz)) + asfloat(vicp[2][0].xyz));
    r1.xyz = asuint((-asfloat(vicp[1][0].xyz)) + asfloat(vicp[0][0].xyz));
    r0.w = (0.0f != g_vTessellationFactor.z) ? 0xffffffffu : 0u;
    if (r0.w != 0u) {
        r2.xyz = asuint(asfloat(r0.yzx) * asfloat(r1.zxy));
        r2.xyz = asuint(mad(asfloat(r1.yzx), asfloat(r0.zxy), (-asfloat(r2.xyz))));
        r0.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
        r0.w = asuint(rsqrt(asfloat(r0.w)));
        r2.xyz = asuint(asfloat(r0.www) * asfloat(r2.xyz));
        r3.xyz = asuint((-g_vEyePosition.xyz) + asfloat(vicp[1][0].xyz));
        r0.w = asuint(dot(asfloat(r3.xyz), asfloat(r3.xyz)));
        r0.w = asuint(rsqrt(asfloat(r0.w)));
        r3.xyz = asuint(asfloat(r0.www) * asfloat(r3.xyz));
        r0.w = asuint(dot(asfloat(r3.xyz), asfloat(r2.xyz)));
        r0.w = (-0.25f < asfloat(r0.w)) ? 0xffffffffu : 0u;
        if (r0.w == 0u) {
            vpc[0].x = 0x00000000u;
            vpc[1].x = 0x00000000u;
            vpc[2].x = 0x00000000u;
            vpc[3].x = 0x00000000u;
            return;
        }
    }
    r2.xy = (float2(0.0f, 0.0f) != g_vTessellationFactor.yw) ? 0xffffffffu : 0u;
    r3.xyz = vicp[1][0].xyz;
    r3.w = 0x3f800000u;
    r4.x = asuint(dot(asfloat(r3.xyzw), g_mViewProjection._m00_m10_m20_m30));
    r4.y = asuint(dot(asfloat(r3.xyzw), g_mViewProjection._m01_m11_m21_m31));
    r0.w = asuint(dot(asfloat(r3.xyzw), g_mViewProjection._m03_m13_m23_m33));
    r2.zw = asuint(asfloat(r4.xy) / asfloat(r0.ww));
    r2.zw = asuint(asfloat(r2.zw) + float2(1.0f, 1.0f));
    r3.x = asuint(g_vScreenSize.x);
    r3.y = 0x3f000000u;
    r2.zw = asuint(asfloat(r2.zw) * asfloat(r3.xy));
    r3.x = asuint(asfloat(r2.z) * 0.5f);
    r3.y = asuint(asfloat(r2.w) * (-g_vScreenSize.y));
    r4.xyz = vicp[2][0].xyz;
    r4.w = 0x3f800000u;
    r5.x = asuint(dot(asfloat(r4.xyzw), g_mViewProjection._m00_m10_m20_m30));
    r5.y = asuint(dot(asfloat(r4.xyzw), g_mViewProjection._m01_m11_m21_m31));
    r0.w = asuint(dot(asfloat(r4.xyzw), g_mViewProjection._m03_m13_m23_m33));
    r2.zw = asuint(asfloat(r5.xy) / asfloat(r0.ww));
    r2.zw = asuint(asfloat(r2.zw) + float2(1.0f, 1.0f));
    r4.x = asuint(asfloat(r2.z) * g_vScreenSize.x);
    r4.y = asuint(asfloat(r2.w) * (-g_vScreenSize.y));
    r5.xyz = vicp[0][0].xyz;
    r5.w = 0x3f800000u;
    r6.x = asuint(dot(asfloat(r5.xyzw), g_mViewProjection._m00_m10_m20_m30));
    r6.y = asuint(dot(asfloat(r5.xyzw), g_mViewProjection._m01_m11_m21_m31));
    r0.w = asuint(dot(asfloat(r5.xyzw), g_mViewProjection._m03_m13_m23_m33));
    r2.zw = asuint(asfloat(r6.xy) / asfloat(r0.ww));
    r2.zw = asuint(asfloat(r2.zw) + float2(1.0f, 1.0f));
    r5.x = asuint(asfloat(r2.z) * g_vScreenSize.x);
    r5.y = asuint(asfloat(r2.w) * (-g_vScreenSize.y));
    r2.zw = asuint(asfloat(r5.xy) * float2(0.5f, 0.5f));
    r3.zw = asuint(mad((-asfloat(r4.xy)), float2(0.5f, 0.5f), asfloat(r3.xy)));
    r0.w = asuint(dot(asfloat(r3.zw), asfloat(r3.zw)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) * 0.0625f);
    r0.w = asuint(saturate(asfloat(r0.w) / g_vTessellationFactor.x));
    r6.x = asuint(asfloat(r0.w) * g_vTessellationFactor.x);
    r2.zw = asuint(mad(asfloat(r4.xy), float2(0.5f, 0.5f), (-asfloat(r2.zw))));
    r0.w = asuint(dot(asfloat(r2.zw), asfloat(r2.zw)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) * 0.0625f);
    r0.w = asuint(saturate(asfloat(r0.w) / g_vTessellationFactor.x));
    r6.y = asuint(asfloat(r0.w) * g_vTessellationFactor.x);
    r2.zw = asuint(mad(asfloat(r5.xy), float2(0.5f, 0.5f), (-asfloat(r3.xy))));
    r0.w = asuint(dot(asfloat(r2.zw), asfloat(r2.zw)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) * 0.0625f);
    r0.w = asuint(saturate(asfloat(r0.w) / g_vTessellationFactor.x));
    r6.z = asuint(asfloat(r0.w) * g_vTessellationFactor.x);
    r0.w = asuint(max(asfloat(r6.z), asfloat(r6.y)));
    r6.w = asuint(max(asfloat(r0.w), asfloat(r6.x)));
    r3.xyzw = (r2.xxxx != 0u) ? r6.xyzw : asuint(g_vTessellationFactor.xxxx);
    if (r2.y == 0u) {
        r2.xyzw = asuint(min(asfloat(r3.xyzw), float4(64.0f, 64.0f, 64.0f, 64.0f)));
        vpc[0].x = r2.x;
        vpc[1].x = r2.y;
        vpc[2].x = r2.z;
        vpc[3].x = r2.w;
        return;
    }
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r2.xyz = asuint((-asfloat(vicp[2][0].xyz)) + asfloat(vicp[0][0].xyz));
    r1.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r2.w = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r4.x = asuint(dot(asfloat(r0.xyz), asfloat(r1.xyz)));
    r4.y = asuint(asfloat(r4.x) * asfloat(r4.x));
    r4.y = asuint(mad(asfloat(r0.w), asfloat(r2.w), (-asfloat(r4.y))));
    r4.y = asuint(1.0f / asfloat(r4.y));
    r5.xyz = asuint(asfloat(r0.zxy) * asfloat(r1.yzx));
    r5.xyz = asuint(mad(asfloat(r0.yzx), asfloat(r1.zxy), (-asfloat(r5.xyz))));
    r4.z = asuint(dot(asfloat(r5.xyz), asfloat(r5.xyz)));
    r4.z = asuint(rsqrt(asfloat(r4.z)));
    r5.xyz = asuint(asfloat(r4.zzz) * asfloat(r5.xyz));
    r6.xz = r3.xy;
    r6.yw = uint2(0xffffffffu, 0xffffffffu);
    r7.x = r3.z;
    r7.y = 0xffffffffu;
    r8.xyzw = uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u);
    r3.y = 0x00000000u;
    [loop] while (true) {
        r3.z = (asint(r3.y) >= 50) ? 0xffffffffu : 0u;
        if (r3.z != 0u) { break; }
        r9.xyz = (float3(0.0f, 0.0f, 0.0f) == g_vNormal[r3.y].xyz) ? 0xffffffffu : 0u;
        r3.z = asuint(asint(r9.y) & asint(r9.x));
        r3.z = asuint(asint(r9.z) & asint(r3.z));
        if (r3.z != 0u) {
            break;
        }
        r3.z = asuint(g_vDecalPositionSize[r3.y].w * g_vDecalPositionSize[r3.y].w);
        r9.xyz = asuint(g_vDecalPositionSize[r3.y].xyz + (-asfloat(vicp[1][0].xyz)));
        r4.z = asuint(dot(asfloat(r9.xyz), asfloat(r9.xyz)));
        r10.xyz = asuint(g_vDecalPositionSize[r3.y].xyz + (-asfloat(vicp[2][0].xyz)));
        r4.w = asuint(dot(asfloat(r10.xyz), asfloat(r10.xyz)));
        r11.xyz = asuint(g_vDecalPositionSize[r3.y].xyz + (-asfloat(vicp[0][0].xyz)));
        r5.w = asuint(dot(asfloat(r11.xyz), asfloat(r11.xyz)));
        r7.zw = (asfloat(r3.zz) >= asfloat(r4.zw)) ? 0xffffffffu : 0u;
        r9.w = asuint(asint(r7.w) | asint(r7.z));
        r10.w = asuint(dot(asfloat(r9.xyz), asfloat(r0.xyz)));
        r11.w = asuint(asfloat(r10.w) / asfloat(r0.w));
        r12.xyz = asuint(asfloat(r0.xyz) * asfloat(r11.www));
        r11.w = asuint(dot(asfloat(r12.xyz), asfloat(r12.xyz)));
        r4.z = asuint(asfloat(r4.z) + (-asfloat(r11.w)));
        r4.z = (asfloat(r3.z) >= asfloat(r4.z)) ? 0xffffffffu : 0u;
        r12.x = asuint(dot(asfloat(r12.xyz), asfloat(r0.xyz)));
        r12.x = (asfloat(r12.x) >= 0.0f) ? 0xffffffffu : 0u;
        r4.z = asuint(asint(r4.z) & asint(r12.x));
        r11.w = (asfloat(r0.w) >= asfloat(r11.w)) ? 0xffffffffu : 0u;
        r12.y = asuint(asint(r4.z) & asint(r11.w));
        r12.x = (r12.y != 0u) ? r3.x : r8.x;
        r12.xy = (r9.ww != 0u) ? r6.xy : r12.xy;
        r4.z = (asfloat(r3.z) >= asfloat(r5.w)) ? 0xffffffffu : 0u;
        r7.w = asuint(asint(r4.z) | asint(r7.w));
        r9.w = asuint(dot(asfloat(r10.xyz), asfloat(r2.xyz)));
        r9.w = asuint(asfloat(r9.w) / asfloat(r1.w));
        r10.xyz = asuint(asfloat(r2.xyz) * asfloat(r9.www));
        r9.w = asuint(dot(asfloat(r10.xyz), asfloat(r10.xyz)));
        r4.w = asuint(asfloat(r4.w) + (-asfloat(r9.w)));
        r4.w = (asfloat(r3.z) >= asfloat(r4.w)) ? 0xffffffffu : 0u;
        r10.x = asuint(dot(asfloat(r10.xyz), asfloat(r2.xyz)));
        r10.x = (asfloat(r10.x) >= 0.0f) ? 0xffffffffu : 0u;
        r4.w = asuint(asint(r4.w) & asint(r10.x));
        r9.w = (asfloat(r1.w) >= asfloat(r9.w)) ? 0xffffffffu : 0u;
        r4.w = asuint(asint(r4.w) & asint(r9.w));
        r4.zw = asuint(asint(r4.zw) | asint(r7.zw));
        r12.z = r8.y;
        r8.xy = (r4.ww != 0u) ? r6.wz : r12.yz;
        r4.w = asuint(dot(asfloat(r11.xyz), (-asfloat(r1.xyz))));
        r4.w = asuint(asfloat(r4.w) / asfloat(r2.w));
        r10.xyz = asuint((-asfloat(r1.xyz)) * asfloat(r4.www));
        r4.w = asuint(dot(asfloat(r10.xyz), asfloat(r10.xyz)));
        r5.w = asuint((-asfloat(r4.w)) + asfloat(r5.w));
        r3.z = (asfloat(r3.z) >= asfloat(r5.w)) ? 0xffffffffu : 0u;
        r5.w = asuint(dot(asfloat(r10.xyz), (-asfloat(r1.xyz))));
        r5.w = (asfloat(r5.w) >= 0.0f) ? 0xffffffffu : 0u;
        r3.z = asuint(asint(r3.z) & asint(r5.w));
        r4.w = (asfloat(r2.w) >= asfloat(r4.w)) ? 0xffffffffu : 0u;
        r3.z = asuint(asint(r3.z) & asint(r4.w));
        r3.z = asuint(asint(r4.z) | asint(r3.z));
        r8.xz = (r3.zz != 0u) ? r7.yx : r8.xz;
        r3.z = asuint(dot(asfloat(r5.xyz), asfloat(r9.xyz)));
        r3.z = (g_vDecalPositionSize[r3.y].w >= abs(asfloat(r3.z))) ? 0xffffffffu : 0u;
        r4.z = asuint(dot(asfloat(r1.xyz), asfloat(r9.xyz)));
        r4.w = asuint(asfloat(r4.z) * asfloat(r4.x));
        r4.w = asuint(mad(asfloat(r2.w), asfloat(r10.w), (-asfloat(r4.w))));
        r5.w = asuint(asfloat(r4.y) * asfloat(r4.w));
        r7.z = asuint(asfloat(r4.x) * asfloat(r10.w));
        r4.z = asuint(mad(asfloat(r0.w), asfloat(r4.z), (-asfloat(r7.z))));
        r4.z = asuint(asfloat(r4.y) * asfloat(r4.z));
        r5.w = (0.0f < asfloat(r5.w)) ? 0xffffffffu : 0u;
        r7.z = (0.0f < asfloat(r4.z)) ? 0xffffffffu : 0u;
        r5.w = asuint(asint(r5.w) & asint(r7.z));
        r4.z = asuint(mad(asfloat(r4.w), asfloat(r4.y), asfloat(r4.z)));
        r4.z = (asfloat(r4.z) < 1.0f) ? 0xffffffffu : 0u;
        r4.z = asuint(asint(r4.z) & asint(r5.w));
        r4.z = asuint(asint(r8.x) | asint(r4.z));
        r4.z = (r4.z != 0u) ? r3.w : r8.w;
        r8.w = (r3.z != 0u) ? r4.z : r8.w;
        r8.x = r12.x;
        r3.y = asuint(asint(r3.y) + 1);
    }
    r0.xyzw = asuint(min(asfloat(r8.xyzw), float4(64.0f, 64.0f, 64.0f, 64.0f)));
    vpc[0].x = r0.x;
    vpc[1].x = r0.y;
    vpc[2].x = r0.z;
    vpc[3].x = r0.w;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[0][1].xy = asuint(ip[0].TEXCOORD0);
    vicp[1][1].xy = asuint(ip[1].TEXCOORD0);
    vicp[2][1].xy = asuint(ip[2].TEXCOORD0);
    vicp[0][2].xyz = asuint(ip[0].NORMAL0);
    vicp[1][2].xyz = asuint(ip[1].NORMAL0);
    vicp[2][2].xyz = asuint(ip[2].NORMAL0);
    fork0(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
[maxtessfactor(64.0)]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.WORLDPOS0 = input[vOutputControlPointID].POSITION0;
    output.TEXCOORD0 = input[vOutputControlPointID].TEXCOORD0;
    output.NORMAL0 = input[vOutputControlPointID].NORMAL0;
    return output;
}
