// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPNTriangles
// {
//
//   float4x4 g_f4x4World;              // Offset:    0 Size:    64 [unused]
//   float4x4 g_f4x4ViewProjection;     // Offset:   64 Size:    64
//   float4x4 g_f4x4WorldViewProjection;// Offset:  128 Size:    64 [unused]
//   float4 g_f4LightDir;               // Offset:  192 Size:    16
//   float4 g_f4Eye;                    // Offset:  208 Size:    16 [unused]
//   float4 g_f4ViewVector;             // Offset:  224 Size:    16 [unused]
//   float4 g_f4TessFactors;            // Offset:  240 Size:    16 [unused]
//   float4 g_f4ScreenParams;           // Offset:  256 Size:    16 [unused]
//   float4 g_f4GUIParams1;             // Offset:  272 Size:    16 [unused]
//   float4 g_f4GUIParams2;             // Offset:  288 Size:    16 [unused]
//   float4 g_f4ViewFrustumPlanes[4];   // Offset:  304 Size:    64 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPNTriangles                     cbuffer      NA          NA    0        1
//
cbuffer cbPNTriangles : register(b0) {
    column_major float4x4 g_f4x4World : packoffset(c0);
    column_major float4x4 g_f4x4ViewProjection : packoffset(c4);
    column_major float4x4 g_f4x4WorldViewProjection : packoffset(c8);
    float4 g_f4LightDir : packoffset(c12);
    float4 g_f4Eye : packoffset(c13);
    float4 g_f4ViewVector : packoffset(c14);
    float4 g_f4TessFactors : packoffset(c15);
    float4 g_f4ScreenParams : packoffset(c16);
    float4 g_f4GUIParams1 : packoffset(c17);
    float4 g_f4GUIParams2 : packoffset(c18);
    float4 g_f4ViewFrustumPlanes[4] : packoffset(c19);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float3 POSITION3 : POSITION3;
    float SV_TessFactor1 : SV_TessFactor1;
    float3 POSITION4 : POSITION4;
    float SV_TessFactor2 : SV_TessFactor2;
    float3 POSITION5 : POSITION5;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
    float3 POSITION6 : POSITION6;
    float3 POSITION7[2] : POSITION7;
    float3 CENTER0 : CENTER0;
    float3 NORMAL3[3] : NORMAL3;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 3> input) {
    Output output;
    uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[10] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[2][0].xyz = asuint(input[2].POSITION0);
    vicp[0][1].xyz = asuint(input[0].NORMAL0);
    vicp[1][1].xyz = asuint(input[1].NORMAL0);
    vicp[2][1].xyz = asuint(input[2].NORMAL0);
    vicp[0][2].xy = asuint(input[0].TEXCOORD0);
    vicp[1][2].xy = asuint(input[1].TEXCOORD0);
    vicp[2][2].xy = asuint(input[2].TEXCOORD0);
    vpc[0].x = asuint(constants.SV_TessFactor0);
    vpc[0].yzw = asuint(constants.POSITION3);
    vpc[1].x = asuint(constants.SV_TessFactor1);
    vpc[1].yzw = asuint(constants.POSITION4);
    vpc[2].x = asuint(constants.SV_TessFactor2);
    vpc[2].yzw = asuint(constants.POSITION5);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vpc[3].yzw = asuint(constants.POSITION6);
    vpc[4].xyz = asuint(constants.POSITION7[0]);
    vpc[5].xyz = asuint(constants.POSITION7[1]);
    vpc[6].xyz = asuint(constants.CENTER0);
    vpc[7].xyz = asuint(constants.NORMAL3[0]);
    vpc[8].xyz = asuint(constants.NORMAL3[1]);
    vpc[9].xyz = asuint(constants.NORMAL3[2]);
    vDomain.xyz = domain;
    r1.xyz = vDomain.xyz * vDomain.xyz;
    r2.xyz = mad((r1.zzz * asfloat(vicp[0][0].xyz)), vDomain.zzz, ((r1.xxx * asfloat(vicp[1][0].xyz)) * vDomain.xxx));
    r2.xyz = mad((r1.yyy * asfloat(vicp[2][0].xyz)), vDomain.yyy, r2.xyz);
    r3.xyz = r1.xyz * float3(3.0f, 3.0f, 3.0f);
    r0.xyz = mad((asfloat(vpc[1].yzw) * vDomain.zzz), r3.xxx, mad((r3.zzz * asfloat(vpc[0].yzw)), vDomain.xxx, r2.xyz));
    r0.xyz = mad((r3.zzz * asfloat(vpc[5].xyz)), vDomain.yyy, r0.xyz);
    r0.xyz = mad((r3.xxx * asfloat(vpc[2].yzw)), vDomain.yyy, r0.xyz);
    r0.xyz = mad((asfloat(vpc[4].xyz) * vDomain.zzz), r3.yyy, r0.xyz);
    r0.xyz = mad((asfloat(vpc[3].yzw) * vDomain.xxx), r3.yyy, r0.xyz);
    r0.xyz = mad((((asfloat(vpc[6].xyz) * vDomain.zzz) * vDomain.xxx) * vDomain.yyy), float3(6.0f, 6.0f, 6.0f), r0.xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_f4x4ViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_f4x4ViewProjection._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_f4x4ViewProjection._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_f4x4ViewProjection._m03_m13_m23_m33);
    o1.xy = mad(asfloat(vicp[2][2].xy), vDomain.yy, mad(asfloat(vicp[0][2].xy), vDomain.zz, (vDomain.xx * asfloat(vicp[1][2].xy))));
    r0.xyz = mad(asfloat(vicp[2][1].xyz), r1.yyy, mad(asfloat(vicp[0][1].xyz), r1.zzz, (r1.xxx * asfloat(vicp[1][1].xyz))));
    r0.xyz = mad((asfloat(vpc[7].xyz) * vDomain.zzz), vDomain.xxx, r0.xyz);
    r0.xyz = mad((asfloat(vpc[8].xyz) * vDomain.xxx), vDomain.yyy, r0.xyz);
    r0.xyz = mad((asfloat(vpc[9].xyz) * vDomain.zzz), vDomain.yyy, r0.xyz);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o2.xyz = (max(dot((r0.www * r0.xyz), g_f4LightDir.xyz), 0.0f)).xxx + float3(0.2f, 0.2f, 0.2f);
    o2.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = o2.xyzw;
        return output;
    }
}
