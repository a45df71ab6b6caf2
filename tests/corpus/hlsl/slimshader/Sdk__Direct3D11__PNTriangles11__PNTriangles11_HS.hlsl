// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPNTriangles
// {
//
//   float4x4 g_f4x4World;              // Offset:    0 Size:    64 [unused]
//   float4x4 g_f4x4ViewProjection;     // Offset:   64 Size:    64 [unused]
//   float4x4 g_f4x4WorldViewProjection;// Offset:  128 Size:    64 [unused]
//   float4 g_f4LightDir;               // Offset:  192 Size:    16 [unused]
//   float4 g_f4Eye;                    // Offset:  208 Size:    16 [unused]
//   float4 g_f4ViewVector;             // Offset:  224 Size:    16 [unused]
//   float4 g_f4TessFactors;            // Offset:  240 Size:    16
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
#define denormal_flushed(x) asfloat(asuint(x) & ((asuint(x) & 0x7f800000u) != 0u ? 0xffffffffu : 0x80000000u))
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
struct Output {
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
static uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[10] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_f4TessFactors.x);
    return;
}
void fork1(uint vForkInstanceID) {
    vpc[3].x = asuint(denormal_flushed(g_f4TessFactors.x));
    return;
}
void fork2(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.xy = asuint((-asint(vForkInstanceID.xx)) + int2(1, 4));
    r0.z = (vForkInstanceID.x < 0x00000002u) ? 0xffffffffu : 0u;
    r0.x = (r0.z != 0u) ? r0.x : r0.y;
    r0.y = asuint(asint(vForkInstanceID.x) + -1);
    r0.y = (r0.z != 0u) ? vForkInstanceID.x : r0.y;
    r1.xyz = asuint((-asfloat(vicp[r0.y][0].xyz)) + asfloat(vicp[r0.x][0].xyz));
    r0.xzw = asuint(mad(asfloat(vicp[r0.y][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vicp[r0.x][0].xyz)));
    r1.x = asuint(dot(asfloat(r1.xyz), asfloat(vicp[r0.y][1].xyz)));
    r0.xyz = asuint(mad((-asfloat(r1.xxx)), asfloat(vicp[r0.y][1].xyz), asfloat(r0.xzw)));
    r0.xyz = asuint(asfloat(r0.xyz) * float3(0.33333334f, 0.33333334f, 0.33333334f));
    r0.w = vForkInstanceID.x;
    vpc[r0.w].yzw = r0.xyz;
    return;
}
void fork3(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = (vForkInstanceID.x < 0x00000001u) ? 0xffffffffu : 0u;
    r0.x = (r0.x != 0u) ? 0x00000000u : 0x00000002u;
    r0.y = asuint(asint(vForkInstanceID.x) + 2);
    {
        uint p0 = r0.y % 0x00000003u;
        r0.y = p0;
    }
    r1.xyz = asuint((-asfloat(vicp[r0.y][0].xyz)) + asfloat(vicp[r0.x][0].xyz));
    r0.xzw = asuint(mad(asfloat(vicp[r0.y][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vicp[r0.x][0].xyz)));
    r1.x = asuint(dot(asfloat(r1.xyz), asfloat(vicp[r0.y][1].xyz)));
    r0.xyz = asuint(mad((-asfloat(r1.xxx)), asfloat(vicp[r0.y][1].xyz), asfloat(r0.xzw)));
    r0.xyz = asuint(asfloat(r0.xyz) * float3(0.33333334f, 0.33333334f, 0.33333334f));
    r0.w = vForkInstanceID.x;
    vpc[r0.w + 4].xyz = r0.xyz;
    return;
}
void fork4(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = asuint(asint(vForkInstanceID.x) + 1);
    {
        uint p0 = r0.x % 0x00000003u;
        r0.x = p0;
    }
    r0.y = vForkInstanceID.x;
    r1.xyz = asuint(asfloat(vicp[r0.x][1].xyz) + asfloat(vicp[r0.y][1].xyz));
    r0.xzw = asuint((-asfloat(vicp[r0.y][0].xyz)) + asfloat(vicp[r0.x][0].xyz));
    r1.w = asuint(dot(asfloat(r0.xzw), asfloat(r1.xyz)));
    r1.w = asuint(asfloat(r1.w) + asfloat(r1.w));
    r2.x = asuint(dot(asfloat(r0.xzw), asfloat(r0.xzw)));
    r1.w = asuint(asfloat(r1.w) / asfloat(r2.x));
    r0.xzw = asuint(mad((-asfloat(r1.www)), asfloat(r0.xzw), asfloat(r1.xyz)));
    r1.x = asuint(dot(asfloat(r0.xzw), asfloat(r0.xzw)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r0.xzw = asuint(asfloat(r0.xzw) * asfloat(r1.xxx));
    vpc[r0.y + 7].xyz = r0.xzw;
    return;
}
void join5(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vpc[0].y) + asfloat(vpc[1].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[2].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[3].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[4].x));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[5].x));
    r0.x = asuint(asfloat(r0.x) * 0.16666667f);
    r0.y = asuint(asfloat(vicp[1][0].x) + asfloat(vicp[0][0].x));
    r0.y = asuint(asfloat(r0.y) + asfloat(vicp[2][0].x));
    r0.y = asuint(mad((-asfloat(r0.y)), 0.33333334f, asfloat(r0.x)));
    vpc[6].x = asuint(mad(asfloat(r0.y), 0.5f, asfloat(r0.x)));
    return;
}
void join6(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vpc[0].z) + asfloat(vpc[1].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[2].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[3].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[4].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[5].y));
    r0.x = asuint(asfloat(r0.x) * 0.16666667f);
    r0.y = asuint(asfloat(vicp[1][0].y) + asfloat(vicp[0][0].y));
    r0.y = asuint(asfloat(r0.y) + asfloat(vicp[2][0].y));
    r0.y = asuint(mad((-asfloat(r0.y)), 0.33333334f, asfloat(r0.x)));
    vpc[6].y = asuint(mad(asfloat(r0.y), 0.5f, asfloat(r0.x)));
    return;
}
void join7(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vpc[0].w) + asfloat(vpc[1].w));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[2].w));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[3].w));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[4].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vpc[5].z));
    r0.x = asuint(asfloat(r0.x) * 0.16666667f);
    r0.y = asuint(asfloat(vicp[1][0].z) + asfloat(vicp[0][0].z));
    r0.y = asuint(asfloat(r0.y) + asfloat(vicp[2][0].z));
    r0.y = asuint(mad((-asfloat(r0.y)), 0.33333334f, asfloat(r0.x)));
    vpc[6].z = asuint(mad(asfloat(r0.y), 0.5f, asfloat(r0.x)));
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[0][1].xyz = asuint(ip[0].NORMAL0);
    vicp[1][1].xyz = asuint(ip[1].NORMAL0);
    vicp[2][1].xyz = asuint(ip[2].NORMAL0);
    vicp[0][2].xy = asuint(ip[0].TEXCOORD0);
    vicp[1][2].xy = asuint(ip[1].TEXCOORD0);
    vicp[2][2].xy = asuint(ip[2].TEXCOORD0);
    for (uint i0 = 0u; i0 < 3u; i0++) { fork0(i0); }
    fork1(0u);
    for (uint i2 = 0u; i2 < 4u; i2++) { fork2(i2); }
    for (uint i3 = 0u; i3 < 2u; i3++) { fork3(i3); }
    for (uint i4 = 0u; i4 < 3u; i4++) { fork4(i4); }
    join5(0u);
    join6(0u);
    join7(0u);
    Patch output;
    output.SV_TessFactor0 = asfloat(vpc[0].x);
    output.POSITION3 = asfloat(vpc[0].yzw);
    output.SV_TessFactor1 = asfloat(vpc[1].x);
    output.POSITION4 = asfloat(vpc[1].yzw);
    output.SV_TessFactor2 = asfloat(vpc[2].x);
    output.POSITION5 = asfloat(vpc[2].yzw);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    output.POSITION6 = asfloat(vpc[3].yzw);
    output.POSITION7[0] = asfloat(vpc[4].xyz);
    output.POSITION7[1] = asfloat(vpc[5].xyz);
    output.CENTER0 = asfloat(vpc[6].xyz);
    output.NORMAL3[0] = asfloat(vpc[7].xyz);
    output.NORMAL3[1] = asfloat(vpc[8].xyz);
    output.NORMAL3[2] = asfloat(vpc[9].xyz);
    return output;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.POSITION0 = input[vOutputControlPointID].POSITION0;
    output.NORMAL0 = input[vOutputControlPointID].NORMAL0;
    output.TEXCOORD0 = input[vOutputControlPointID].TEXCOORD0;
    return output;
}
