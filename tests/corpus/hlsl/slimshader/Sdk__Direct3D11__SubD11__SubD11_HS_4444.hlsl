// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbTangentStencilConstants
// {
//
//   float g_TanM[1024];                // Offset:    0 Size: 16372 [unused]
//   float g_fCi[16];                   // Offset: 16384 Size:   244
//
// }
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64 [unused]
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12 [unused]
//   float g_fTessellationFactor;       // Offset:   76 Size:     4
//   float g_fDisplacementHeight;       // Offset:   80 Size:     4 [unused]
//   float3 g_vSolidColor;              // Offset:   84 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbTangentStencilConstants         cbuffer      NA          NA    0        1
// cbPerFrame                        cbuffer      NA          NA    2        1
//
cbuffer cbTangentStencilConstants : register(b0) {
    float g_TanM[1024] : packoffset(c0);
    float g_fCi[16] : packoffset(c1024);
};
cbuffer cbPerFrame : register(b2) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
    float g_fDisplacementHeight : packoffset(c5);
    float3 g_vSolidColor : packoffset(c5.y);
};
static const uint4 icb[12] = { uint4(0x00000000u, 0x00000000u, 0x00000006u, 0x00000003u), uint4(0x00000002u, 0x00000003u, 0x00000009u, 0x00000000u), uint4(0x00000000u, 0x00000003u, 0x00000009u, 0x00000002u), uint4(0x00000002u, 0x00000006u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000006u, 0x00000003u, 0x00000002u), uint4(0x00000007u, 0x00000000u, 0x00000003u, 0x00000000u), uint4(0xfffffffeu, 0xffffffffu, 0x00000006u, 0x00000000u), uint4(0x00000000u, 0x00000009u, 0x00000003u, 0x00000002u), uint4(0x00000006u, 0x00000006u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000009u, 0x00000003u, 0x00000009u), uint4(0x00000000u, 0x00000000u, 0x00000006u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u) };
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
};
struct Output {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
    float3 TANGENT0[4] : TANGENT0;
    float2 TEXCOORD0[4] : TEXCOORD0;
    float3 TANUCORNER0[4] : TANUCORNER0;
    float3 TANVCORNER0[4] : TANVCORNER0;
    float4 TANWEIGHTS0 : TANWEIGHTS0;
};
static uint4 vicp[32][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[23] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_fTessellationFactor);
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = asuint(g_fTessellationFactor);
    return;
}
void fork2(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = (vForkInstanceID.x < 0x00000004u) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.x) & 1);
    r0.y = asuint(asint(vForkInstanceID.x) & 3);
    r0.z = vForkInstanceID.x;
    vpc[r0.z + 6].x = vicp[r0.y][r0.x + 1].x;
    return;
}
void fork3(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = (vForkInstanceID.x < 0x00000004u) ? 0xffffffffu : 0u;
    r0.x = asuint(asint(r0.x) & 1);
    r0.y = asuint(asint(vForkInstanceID.x) & 3);
    r0.z = vForkInstanceID.x;
    vpc[r0.z + 6].y = vicp[r0.y][r0.x + 1].y;
    return;
}
void fork4(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 6].z = vicp[r0.x][2].z;
    return;
}
void fork5(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x + 8].w;
    r0.z = icb[r0.x + 4].w;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 5][0].x));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 4][0].x), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.y = asuint(mad(asfloat(vicp[r0.y + 6][0].x), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.w = icb[r0.x + 7].z;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 4][0].x), g_TanM[r0.z + 261], asfloat(r0.y)));
    r0.w = icb[r0.x + 7].y;
    r0.x = icb[r0.x + 2].y;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 6][0].x), g_TanM[r0.z + 257], asfloat(r0.y)));
    r1.xyz = asuint(asint(vForkInstanceID.xxx) + int3(-1, 1, 2));
    r0.w = (vForkInstanceID.x < 0x00000001u) ? 0xffffffffu : 0u;
    r1.xz = (r0.ww != 0u) ? uint2(0x00000001u, 0x00000000u) : r1.xz;
    r1.y = asuint(asint(r1.y) & 3);
    r0.w = (r0.w != 0u) ? 0x00000003u : r1.y;
    r0.y = asuint(mad(asfloat(vicp[r1.x][0].x), g_TanM[r0.x + 256], asfloat(r0.y)));
    r0.x = asuint(mad(asfloat(vicp[r1.x + 1][0].x), g_TanM[r0.x + 257], asfloat(r0.y)));
    vpc[r1.z + 14].x = asuint(mad(asfloat(vicp[r0.w][0].x), g_TanM[r0.z + 256], asfloat(r0.x)));
    return;
}
void fork6(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x + 8].w;
    r0.z = icb[r0.x + 4].w;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 5][0].y));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 4][0].y), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.y = asuint(mad(asfloat(vicp[r0.y + 6][0].y), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.w = icb[r0.x + 7].z;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 4][0].y), g_TanM[r0.z + 261], asfloat(r0.y)));
    r0.w = icb[r0.x + 7].y;
    r0.x = icb[r0.x + 2].y;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 6][0].y), g_TanM[r0.z + 257], asfloat(r0.y)));
    r1.xyz = asuint(asint(vForkInstanceID.xxx) + int3(-1, 1, 2));
    r0.w = (vForkInstanceID.x < 0x00000001u) ? 0xffffffffu : 0u;
    r1.xz = (r0.ww != 0u) ? uint2(0x00000001u, 0x00000000u) : r1.xz;
    r1.y = asuint(asint(r1.y) & 3);
    r0.w = (r0.w != 0u) ? 0x00000003u : r1.y;
    r0.y = asuint(mad(asfloat(vicp[r1.x][0].y), g_TanM[r0.x + 256], asfloat(r0.y)));
    r0.x = asuint(mad(asfloat(vicp[r1.x + 1][0].y), g_TanM[r0.x + 257], asfloat(r0.y)));
    vpc[r1.z + 14].y = asuint(mad(asfloat(vicp[r0.w][0].y), g_TanM[r0.z + 256], asfloat(r0.x)));
    return;
}
void fork7(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x + 8].w;
    r0.z = icb[r0.x + 4].w;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 5][0].z));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 4][0].z), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.y = asuint(mad(asfloat(vicp[r0.y + 6][0].z), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.w = icb[r0.x + 7].z;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 4][0].z), g_TanM[r0.z + 261], asfloat(r0.y)));
    r0.w = icb[r0.x + 7].y;
    r0.x = icb[r0.x + 7].x;
    r0.y = asuint(mad(asfloat(vicp[r0.w + 6][0].z), g_TanM[r0.z + 257], asfloat(r0.y)));
    r1.xyz = asuint(asint(vForkInstanceID.xxx) + int3(-1, 1, 2));
    r0.w = (vForkInstanceID.x < 0x00000001u) ? 0xffffffffu : 0u;
    r1.xz = (r0.ww != 0u) ? uint2(0x00000001u, 0x00000000u) : r1.xz;
    r1.y = asuint(asint(r1.y) & 3);
    r0.w = (r0.w != 0u) ? 0x00000003u : r1.y;
    r0.y = asuint(mad(asfloat(vicp[r1.x][0].z), g_TanM[r0.x + 256], asfloat(r0.y)));
    r0.x = asuint(mad(asfloat(vicp[r1.x + 1][0].z), g_TanM[r0.x + 257], asfloat(r0.y)));
    vpc[r1.z + 14].z = asuint(mad(asfloat(vicp[r0.w][0].z), g_TanM[r0.z + 256], asfloat(r0.x)));
    return;
}
void fork8(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x + 3].z;
    r0.z = icb[r0.x + 1].w;
    r0.x = icb[r0.x].z;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 8][0].x));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 7][0].x), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 9][0].x), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.x + 4][0].x), g_TanM[r0.z + 261], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.y + 6][0].x), g_TanM[r0.z + 257], asfloat(r0.x)));
    r0.y = asuint(asint(vForkInstanceID.x) + 4);
    {
        uint p0 = r0.y % 0x00000007u;
        r0.y = p0;
    }
    r1.xyzw = asuint(asint(vForkInstanceID.xxxx) + int4(2, 1, 6, 3));
    {
        uint p0 = r1.z % 0x00000007u;
        r0.w = p0;
    }
    r1.z = (vForkInstanceID.x < 0x00000002u) ? 0xffffffffu : 0u;
    r0.y = (r1.z != 0u) ? r0.w : r0.y;
    r2.xy = asuint(asint(r1.yw) & int2(3, 3));
    r0.w = (r1.z != 0u) ? r1.x : r2.x;
    r1.x = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].x), g_TanM[r0.y + 256], asfloat(r0.x)));
    r1.yw = asuint(asint(vForkInstanceID.xx) + int2(-2, -1));
    r0.w = (r1.z != 0u) ? r2.y : r1.y;
    r1.y = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].x), g_TanM[r0.y + 257], asfloat(r0.x)));
    r0.x = asuint(mad(asfloat(vicp[r1.y][0].x), g_TanM[r0.z + 256], asfloat(r0.x)));
    vpc[r1.x + 15].x = asuint((-asfloat(r0.x)));
    return;
}
void fork9(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x + 3].z;
    r0.z = icb[r0.x + 1].w;
    r0.x = icb[r0.x].z;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 8][0].y));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 7][0].y), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 9][0].y), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.x + 4][0].y), g_TanM[r0.z + 261], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.y + 6][0].y), g_TanM[r0.z + 257], asfloat(r0.x)));
    r0.y = asuint(asint(vForkInstanceID.x) + 4);
    {
        uint p0 = r0.y % 0x00000007u;
        r0.y = p0;
    }
    r1.xyzw = asuint(asint(vForkInstanceID.xxxx) + int4(2, 1, 6, 3));
    {
        uint p0 = r1.z % 0x00000007u;
        r0.w = p0;
    }
    r1.z = (vForkInstanceID.x < 0x00000002u) ? 0xffffffffu : 0u;
    r0.y = (r1.z != 0u) ? r0.w : r0.y;
    r2.xy = asuint(asint(r1.yw) & int2(3, 3));
    r0.w = (r1.z != 0u) ? r1.x : r2.x;
    r1.x = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].y), g_TanM[r0.y + 256], asfloat(r0.x)));
    r1.yw = asuint(asint(vForkInstanceID.xx) + int2(-2, -1));
    r0.w = (r1.z != 0u) ? r2.y : r1.y;
    r1.y = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].y), g_TanM[r0.y + 257], asfloat(r0.x)));
    r0.x = asuint(mad(asfloat(vicp[r1.y][0].y), g_TanM[r0.z + 256], asfloat(r0.x)));
    vpc[r1.x + 15].y = asuint((-asfloat(r0.x)));
    return;
}
void fork10(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.x = vForkInstanceID.x;
    r0.yz = icb[r0.x].yx;
    r0.x = icb[r0.x].z;
    r0.w = asuint(g_TanM[r0.z + 259] * asfloat(vicp[r0.y + 8][0].z));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 7][0].z), g_TanM[r0.z + 258], asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(vicp[r0.y + 9][0].z), g_TanM[r0.z + 260], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.x + 4][0].z), g_TanM[r0.z + 261], asfloat(r0.w)));
    r0.x = asuint(mad(asfloat(vicp[r0.y + 6][0].z), g_TanM[r0.z + 257], asfloat(r0.x)));
    r0.y = asuint(asint(vForkInstanceID.x) + 4);
    {
        uint p0 = r0.y % 0x00000007u;
        r0.y = p0;
    }
    r1.xyzw = asuint(asint(vForkInstanceID.xxxx) + int4(2, 1, 6, 3));
    {
        uint p0 = r1.z % 0x00000007u;
        r0.w = p0;
    }
    r1.z = (vForkInstanceID.x < 0x00000002u) ? 0xffffffffu : 0u;
    r0.y = (r1.z != 0u) ? r0.w : r0.y;
    r2.xy = asuint(asint(r1.yw) & int2(3, 3));
    r0.w = (r1.z != 0u) ? r1.x : r2.x;
    r1.x = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].z), g_TanM[r0.y + 256], asfloat(r0.x)));
    r1.yw = asuint(asint(vForkInstanceID.xx) + int2(-2, -1));
    r0.w = (r1.z != 0u) ? r2.y : r1.y;
    r1.y = (r1.z != 0u) ? vForkInstanceID.x : r1.w;
    r0.x = asuint(mad(asfloat(vicp[r0.w][0].z), g_TanM[r0.y + 257], asfloat(r0.x)));
    r0.x = asuint(mad(asfloat(vicp[r1.y][0].z), g_TanM[r0.z + 256], asfloat(r0.x)));
    vpc[r1.x + 15].z = asuint((-asfloat(r0.x)));
    return;
}
void fork11(uint vForkInstanceID) {
    vpc[22].x = asuint(g_fCi[1]);
    return;
}
void fork12(uint vForkInstanceID) {
    vpc[22].y = asuint(g_fCi[1]);
    return;
}
void fork13(uint vForkInstanceID) {
    vpc[22].z = asuint(g_fCi[1]);
    return;
}
void fork14(uint vForkInstanceID) {
    vpc[22].w = asuint(g_fCi[1]);
    return;
}
Patch patch_constants(InputPatch<Input, 32> ip, OutputPatch<Output, 16> op) {
    vicp[0][0].xyz = asuint(ip[0].WORLDPOS0);
    vicp[1][0].xyz = asuint(ip[1].WORLDPOS0);
    vicp[2][0].xyz = asuint(ip[2].WORLDPOS0);
    vicp[3][0].xyz = asuint(ip[3].WORLDPOS0);
    vicp[4][0].xyz = asuint(ip[4].WORLDPOS0);
    vicp[5][0].xyz = asuint(ip[5].WORLDPOS0);
    vicp[6][0].xyz = asuint(ip[6].WORLDPOS0);
    vicp[7][0].xyz = asuint(ip[7].WORLDPOS0);
    vicp[8][0].xyz = asuint(ip[8].WORLDPOS0);
    vicp[9][0].xyz = asuint(ip[9].WORLDPOS0);
    vicp[10][0].xyz = asuint(ip[10].WORLDPOS0);
    vicp[11][0].xyz = asuint(ip[11].WORLDPOS0);
    vicp[12][0].xyz = asuint(ip[12].WORLDPOS0);
    vicp[13][0].xyz = asuint(ip[13].WORLDPOS0);
    vicp[14][0].xyz = asuint(ip[14].WORLDPOS0);
    vicp[15][0].xyz = asuint(ip[15].WORLDPOS0);
    vicp[16][0].xyz = asuint(ip[16].WORLDPOS0);
    vicp[17][0].xyz = asuint(ip[17].WORLDPOS0);
    vicp[18][0].xyz = asuint(ip[18].WORLDPOS0);
    vicp[19][0].xyz = asuint(ip[19].WORLDPOS0);
    vicp[20][0].xyz = asuint(ip[20].WORLDPOS0);
    vicp[21][0].xyz = asuint(ip[21].WORLDPOS0);
    vicp[22][0].xyz = asuint(ip[22].WORLDPOS0);
    vicp[23][0].xyz = asuint(ip[23].WORLDPOS0);
    vicp[24][0].xyz = asuint(ip[24].WORLDPOS0);
    vicp[25][0].xyz = asuint(ip[25].WORLDPOS0);
    vicp[26][0].xyz = asuint(ip[26].WORLDPOS0);
    vicp[27][0].xyz = asuint(ip[27].WORLDPOS0);
    vicp[28][0].xyz = asuint(ip[28].WORLDPOS0);
    vicp[29][0].xyz = asuint(ip[29].WORLDPOS0);
    vicp[30][0].xyz = asuint(ip[30].WORLDPOS0);
    vicp[31][0].xyz = asuint(ip[31].WORLDPOS0);
    vicp[0][1].xy = asuint(ip[0].TEXCOORD0);
    vicp[1][1].xy = asuint(ip[1].TEXCOORD0);
    vicp[2][1].xy = asuint(ip[2].TEXCOORD0);
    vicp[3][1].xy = asuint(ip[3].TEXCOORD0);
    vicp[4][1].xy = asuint(ip[4].TEXCOORD0);
    vicp[5][1].xy = asuint(ip[5].TEXCOORD0);
    vicp[6][1].xy = asuint(ip[6].TEXCOORD0);
    vicp[7][1].xy = asuint(ip[7].TEXCOORD0);
    vicp[8][1].xy = asuint(ip[8].TEXCOORD0);
    vicp[9][1].xy = asuint(ip[9].TEXCOORD0);
    vicp[10][1].xy = asuint(ip[10].TEXCOORD0);
    vicp[11][1].xy = asuint(ip[11].TEXCOORD0);
    vicp[12][1].xy = asuint(ip[12].TEXCOORD0);
    vicp[13][1].xy = asuint(ip[13].TEXCOORD0);
    vicp[14][1].xy = asuint(ip[14].TEXCOORD0);
    vicp[15][1].xy = asuint(ip[15].TEXCOORD0);
    vicp[16][1].xy = asuint(ip[16].TEXCOORD0);
    vicp[17][1].xy = asuint(ip[17].TEXCOORD0);
    vicp[18][1].xy = asuint(ip[18].TEXCOORD0);
    vicp[19][1].xy = asuint(ip[19].TEXCOORD0);
    vicp[20][1].xy = asuint(ip[20].TEXCOORD0);
    vicp[21][1].xy = asuint(ip[21].TEXCOORD0);
    vicp[22][1].xy = asuint(ip[22].TEXCOORD0);
    vicp[23][1].xy = asuint(ip[23].TEXCOORD0);
    vicp[24][1].xy = asuint(ip[24].TEXCOORD0);
    vicp[25][1].xy = asuint(ip[25].TEXCOORD0);
    vicp[26][1].xy = asuint(ip[26].TEXCOORD0);
    vicp[27][1].xy = asuint(ip[27].TEXCOORD0);
    vicp[28][1].xy = asuint(ip[28].TEXCOORD0);
    vicp[29][1].xy = asuint(ip[29].TEXCOORD0);
    vicp[30][1].xy = asuint(ip[30].TEXCOORD0);
    vicp[31][1].xy = asuint(ip[31].TEXCOORD0);
    vicp[0][2].xyz = asuint(ip[0].TANGENT0);
    vicp[1][2].xyz = asuint(ip[1].TANGENT0);
    vicp[2][2].xyz = asuint(ip[2].TANGENT0);
    vicp[3][2].xyz = asuint(ip[3].TANGENT0);
    vicp[4][2].xyz = asuint(ip[4].TANGENT0);
    vicp[5][2].xyz = asuint(ip[5].TANGENT0);
    vicp[6][2].xyz = asuint(ip[6].TANGENT0);
    vicp[7][2].xyz = asuint(ip[7].TANGENT0);
    vicp[8][2].xyz = asuint(ip[8].TANGENT0);
    vicp[9][2].xyz = asuint(ip[9].TANGENT0);
    vicp[10][2].xyz = asuint(ip[10].TANGENT0);
    vicp[11][2].xyz = asuint(ip[11].TANGENT0);
    vicp[12][2].xyz = asuint(ip[12].TANGENT0);
    vicp[13][2].xyz = asuint(ip[13].TANGENT0);
    vicp[14][2].xyz = asuint(ip[14].TANGENT0);
    vicp[15][2].xyz = asuint(ip[15].TANGENT0);
    vicp[16][2].xyz = asuint(ip[16].TANGENT0);
    vicp[17][2].xyz = asuint(ip[17].TANGENT0);
    vicp[18][2].xyz = asuint(ip[18].TANGENT0);
    vicp[19][2].xyz = asuint(ip[19].TANGENT0);
    vicp[20][2].xyz = asuint(ip[20].TANGENT0);
    vicp[21][2].xyz = asuint(ip[21].TANGENT0);
    vicp[22][2].xyz = asuint(ip[22].TANGENT0);
    vicp[23][2].xyz = asuint(ip[23].TANGENT0);
    vicp[24][2].xyz = asuint(ip[24].TANGENT0);
    vicp[25][2].xyz = asuint(ip[25].TANGENT0);
    vicp[26][2].xyz = asuint(ip[26].TANGENT0);
    vicp[27][2].xyz = asuint(ip[27].TANGENT0);
    vicp[28][2].xyz = asuint(ip[28].TANGENT0);
    vicp[29][2].xyz = asuint(ip[29].TANGENT0);
    vicp[30][2].xyz = asuint(ip[30].TANGENT0);
    vicp[31][2].xyz = asuint(ip[31].TANGENT0);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
    for (uint i2 = 0u; i2 < 8u; i2++) { fork2(i2); }
    for (uint i3 = 0u; i3 < 8u; i3++) { fork3(i3); }
    for (uint i4 = 0u; i4 < 4u; i4++) { fork4(i4); }
    for (uint i5 = 0u; i5 < 4u; i5++) { fork5(i5); }
    for (uint i6 = 0u; i6 < 4u; i6++) { fork6(i6); }
    for (uint i7 = 0u; i7 < 4u; i7++) { fork7(i7); }
    for (uint i8 = 0u; i8 < 4u; i8++) { fork8(i8); }
    for (uint i9 = 0u; i9 < 4u; i9++) { fork9(i9); }
    for (uint i10 = 0u; i10 < 4u; i10++) { fork10(i10); }
    fork11(0u);
    fork12(0u);
    fork13(0u);
    fork14(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_TessFactor0[3] = asfloat(vpc[3].x);
    output.SV_InsideTessFactor0[0] = asfloat(vpc[4].x);
    output.SV_InsideTessFactor0[1] = asfloat(vpc[5].x);
    output.TANGENT0[0] = asfloat(vpc[6].xyz);
    output.TANGENT0[1] = asfloat(vpc[7].xyz);
    output.TANGENT0[2] = asfloat(vpc[8].xyz);
    output.TANGENT0[3] = asfloat(vpc[9].xyz);
    output.TEXCOORD0[0] = asfloat(vpc[10].xy);
    output.TEXCOORD0[1] = asfloat(vpc[11].xy);
    output.TEXCOORD0[2] = asfloat(vpc[12].xy);
    output.TEXCOORD0[3] = asfloat(vpc[13].xy);
    output.TANUCORNER0[0] = asfloat(vpc[14].xyz);
    output.TANUCORNER0[1] = asfloat(vpc[15].xyz);
    output.TANUCORNER0[2] = asfloat(vpc[16].xyz);
    output.TANUCORNER0[3] = asfloat(vpc[17].xyz);
    output.TANVCORNER0[0] = asfloat(vpc[18].xyz);
    output.TANVCORNER0[1] = asfloat(vpc[19].xyz);
    output.TANVCORNER0[2] = asfloat(vpc[20].xyz);
    output.TANVCORNER0[3] = asfloat(vpc[21].xyz);
    output.TANWEIGHTS0 = asfloat(vpc[22].xyzw);
    return output;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(16)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 32> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[32][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].WORLDPOS0);
    vin[1][0].xyz = asuint(input[1].WORLDPOS0);
    vin[2][0].xyz = asuint(input[2].WORLDPOS0);
    vin[3][0].xyz = asuint(input[3].WORLDPOS0);
    vin[4][0].xyz = asuint(input[4].WORLDPOS0);
    vin[5][0].xyz = asuint(input[5].WORLDPOS0);
    vin[6][0].xyz = asuint(input[6].WORLDPOS0);
    vin[7][0].xyz = asuint(input[7].WORLDPOS0);
    vin[8][0].xyz = asuint(input[8].WORLDPOS0);
    vin[9][0].xyz = asuint(input[9].WORLDPOS0);
    vin[10][0].xyz = asuint(input[10].WORLDPOS0);
    vin[11][0].xyz = asuint(input[11].WORLDPOS0);
    vin[12][0].xyz = asuint(input[12].WORLDPOS0);
    vin[13][0].xyz = asuint(input[13].WORLDPOS0);
    vin[14][0].xyz = asuint(input[14].WORLDPOS0);
    vin[15][0].xyz = asuint(input[15].WORLDPOS0);
    vin[16][0].xyz = asuint(input[16].WORLDPOS0);
    vin[17][0].xyz = asuint(input[17].WORLDPOS0);
    vin[18][0].xyz = asuint(input[18].WORLDPOS0);
    vin[19][0].xyz = asuint(input[19].WORLDPOS0);
    vin[20][0].xyz = asuint(input[20].WORLDPOS0);
    vin[21][0].xyz = asuint(input[21].WORLDPOS0);
    vin[22][0].xyz = asuint(input[22].WORLDPOS0);
    vin[23][0].xyz = asuint(input[23].WORLDPOS0);
    vin[24][0].xyz = asuint(input[24].WORLDPOS0);
    vin[25][0].xyz = asuint(input[25].WORLDPOS0);
    vin[26][0].xyz = asuint(input[26].WORLDPOS0);
    vin[27][0].xyz = asuint(input[27].WORLDPOS0);
    vin[28][0].xyz = asuint(input[28].WORLDPOS0);
    vin[29][0].xyz = asuint(input[29].WORLDPOS0);
    vin[30][0].xyz = asuint(input[30].WORLDPOS0);
    vin[31][0].xyz = asuint(input[31].WORLDPOS0);
    vin[0][1].xy = asuint(input[0].TEXCOORD0);
    vin[1][1].xy = asuint(input[1].TEXCOORD0);
    vin[2][1].xy = asuint(input[2].TEXCOORD0);
    vin[3][1].xy = asuint(input[3].TEXCOORD0);
    vin[4][1].xy = asuint(input[4].TEXCOORD0);
    vin[5][1].xy = asuint(input[5].TEXCOORD0);
    vin[6][1].xy = asuint(input[6].TEXCOORD0);
    vin[7][1].xy = asuint(input[7].TEXCOORD0);
    vin[8][1].xy = asuint(input[8].TEXCOORD0);
    vin[9][1].xy = asuint(input[9].TEXCOORD0);
    vin[10][1].xy = asuint(input[10].TEXCOORD0);
    vin[11][1].xy = asuint(input[11].TEXCOORD0);
    vin[12][1].xy = asuint(input[12].TEXCOORD0);
    vin[13][1].xy = asuint(input[13].TEXCOORD0);
    vin[14][1].xy = asuint(input[14].TEXCOORD0);
    vin[15][1].xy = asuint(input[15].TEXCOORD0);
    vin[16][1].xy = asuint(input[16].TEXCOORD0);
    vin[17][1].xy = asuint(input[17].TEXCOORD0);
    vin[18][1].xy = asuint(input[18].TEXCOORD0);
    vin[19][1].xy = asuint(input[19].TEXCOORD0);
    vin[20][1].xy = asuint(input[20].TEXCOORD0);
    vin[21][1].xy = asuint(input[21].TEXCOORD0);
    vin[22][1].xy = asuint(input[22].TEXCOORD0);
    vin[23][1].xy = asuint(input[23].TEXCOORD0);
    vin[24][1].xy = asuint(input[24].TEXCOORD0);
    vin[25][1].xy = asuint(input[25].TEXCOORD0);
    vin[26][1].xy = asuint(input[26].TEXCOORD0);
    vin[27][1].xy = asuint(input[27].TEXCOORD0);
    vin[28][1].xy = asuint(input[28].TEXCOORD0);
    vin[29][1].xy = asuint(input[29].TEXCOORD0);
    vin[30][1].xy = asuint(input[30].TEXCOORD0);
    vin[31][1].xy = asuint(input[31].TEXCOORD0);
    vin[0][2].xyz = asuint(input[0].TANGENT0);
    vin[1][2].xyz = asuint(input[1].TANGENT0);
    vin[2][2].xyz = asuint(input[2].TANGENT0);
    vin[3][2].xyz = asuint(input[3].TANGENT0);
    vin[4][2].xyz = asuint(input[4].TANGENT0);
    vin[5][2].xyz = asuint(input[5].TANGENT0);
    vin[6][2].xyz = asuint(input[6].TANGENT0);
    vin[7][2].xyz = asuint(input[7].TANGENT0);
    vin[8][2].xyz = asuint(input[8].TANGENT0);
    vin[9][2].xyz = asuint(input[9].TANGENT0);
    vin[10][2].xyz = asuint(input[10].TANGENT0);
    vin[11][2].xyz = asuint(input[11].TANGENT0);
    vin[12][2].xyz = asuint(input[12].TANGENT0);
    vin[13][2].xyz = asuint(input[13].TANGENT0);
    vin[14][2].xyz = asuint(input[14].TANGENT0);
    vin[15][2].xyz = asuint(input[15].TANGENT0);
    vin[16][2].xyz = asuint(input[16].TANGENT0);
    vin[17][2].xyz = asuint(input[17].TANGENT0);
    vin[18][2].xyz = asuint(input[18].TANGENT0);
    vin[19][2].xyz = asuint(input[19].TANGENT0);
    vin[20][2].xyz = asuint(input[20].TANGENT0);
    vin[21][2].xyz = asuint(input[21].TANGENT0);
    vin[22][2].xyz = asuint(input[22].TANGENT0);
    vin[23][2].xyz = asuint(input[23].TANGENT0);
    vin[24][2].xyz = asuint(input[24].TANGENT0);
    vin[25][2].xyz = asuint(input[25].TANGENT0);
    vin[26][2].xyz = asuint(input[26].TANGENT0);
    vin[27][2].xyz = asuint(input[27].TANGENT0);
    vin[28][2].xyz = asuint(input[28].TANGENT0);
    vin[29][2].xyz = asuint(input[29].TANGENT0);
    vin[30][2].xyz = asuint(input[30].TANGENT0);
    vin[31][2].xyz = asuint(input[31].TANGENT0);
    switch (asint(vOutputControlPointID)) {
    case 5:
        r1.xyz = asuint(asfloat(vin[1][0].xyz) + asfloat(vin[1][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[2][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.11111111f, 0.11111111f, 0.11111111f));
        break;
    case 6:
        r1.xyz = asuint(asfloat(vin[0][0].xyz) + asfloat(vin[0][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[3][0].xyz));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.11111111f, 0.11111111f, 0.11111111f));
        break;
    case 10:
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[0][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.11111111f, 0.11111111f, 0.11111111f));
        break;
    case 9:
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[1][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.11111111f, 0.11111111f, 0.11111111f));
        break;
    case 0:
        r1.xyz = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[4][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(16.0f, 16.0f, 16.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[5][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[6][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[7][0].xyz));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[15][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[2][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.027777778f, 0.027777778f, 0.027777778f));
        break;
    case 3:
        r1.xyz = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[7][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(16.0f, 16.0f, 16.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[8][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[9][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[10][0].xyz));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[6][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[3][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.027777778f, 0.027777778f, 0.027777778f));
        break;
    case 15:
        r1.xyz = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[10][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(16.0f, 16.0f, 16.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[11][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[12][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[13][0].xyz));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[9][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[0][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.027777778f, 0.027777778f, 0.027777778f));
        break;
    case 12:
        r1.xyz = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[13][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(16.0f, 16.0f, 16.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[14][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[15][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[4][0].xyz));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[12][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[1][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.027777778f, 0.027777778f, 0.027777778f));
        break;
    case 1:
        r1.xyz = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[1][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[2][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[6][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[7][0].xyz));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 2:
        r1.xyz = asuint(float3(8.0f, 8.0f, 8.0f) * asfloat(vin[1][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[3][0].xyz));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[6][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[7][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 13:
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[1][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[13][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[12][0].xyz));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 14:
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[0][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[13][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[12][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 4:
        r1.xyz = asuint(asfloat(vin[1][0].xyz) + asfloat(vin[1][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[2][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[4][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[15][0].xyz));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 8:
        r1.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(vin[1][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[4][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[15][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 7:
        r1.xyz = asuint(asfloat(vin[0][0].xyz) + asfloat(vin[0][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[3][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[9][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[10][0].xyz));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    case 11:
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(vin[0][0].xyz)));
        r1.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(8.0f, 8.0f, 8.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[9][0].xyz));
        r1.xyz = asuint(mad(asfloat(vin[10][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.xyz = asuint(asfloat(r1.xyz) * float3(0.055555556f, 0.055555556f, 0.055555556f));
        break;
    default:
        r0.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
        break;
    }
    o0.xyz = r0.xyz;
    {
        output.BEZIERPOS0 = asfloat(o0.xyz);
        return output;
    }
}
