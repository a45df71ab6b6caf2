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
// cbuffer cbPerSubset
// {
//
//   int g_iPatchStartIndex;            // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_ValencePrefixBuffer             texture   uint4         buf    0        1
// cbTangentStencilConstants         cbuffer      NA          NA    0        1
// cbPerFrame                        cbuffer      NA          NA    2        1
// cbPerSubset                       cbuffer      NA          NA    3        1
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
cbuffer cbPerSubset : register(b3) {
    int g_iPatchStartIndex : packoffset(c0);
};
Buffer<uint4> g_ValencePrefixBuffer : register(t0);
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
static uint vPrim;
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
    precise uint4 r13 = 0;
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.y = asuint(asint(r0.x) << (0x00000001u & 31u));
    r1.xyzw = (g_ValencePrefixBuffer.Load(asint(r0.y))).xyzw;
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.xyzw = (g_ValencePrefixBuffer.Load(asint(r0.x))).xyzw;
    r2.xyzw = asuint(asint(r1.xyzw) << (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u));
    r3.xyzw = ((r1.xyzw << (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u)) & (((1u << (uint4(0x0000001au, 0x0000001au, 0x0000001au, 0x0000001au) & 31u)) - 1u) << (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u))) | (uint4(0x00000004u, 0x00000002u, 0x00000004u, 0x00000002u) & ~(((1u << (uint4(0x0000001au, 0x0000001au, 0x0000001au, 0x0000001au) & 31u)) - 1u) << (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u)));
    r4.xyz = asuint(g_TanM[r3.x].xxx * asfloat(vicp[4][0].xyz));
    r5.xyzw = asuint(asint(r1.xxyy) + int4(1, -1, 2, 1));
    {
        uint4 p0 = r5.xyzw % r1.xxyy;
        r6.xyzw = p0;
    }
    r7.xyz = asuint(asint(r6.xyz) << (uint3(0x00000001u, 0x00000001u, 0x00000001u) & 31u));
    r7.xyz = asuint(asint(r2.xxy) + asint(r7.xyz));
    r8.xyz = asuint(g_TanM[r7.x].xxx * asfloat(vicp[4][0].xyz));
    r9.xyzw = asuint(asint(r0.xwyz) + int4(-1, -1, -1, -1));
    r10.xyz = r4.xyz;
    r11.xyz = r8.xyz;
    r0.w = 0x00000004u;
    r3.x = 0x00000002u;
    [loop] while (true) {
        r4.w = (r0.w >= r9.x) ? 0xffffffffu : 0u;
        if (r4.w != 0u) { break; }
        r4.w = ((r3.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r4.w = asuint(asint(r2.x) + asint(r4.w));
        r12.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r4.w].xxx, asfloat(r10.xyz)));
        r4.w = asuint(asint(r5.y) + asint(r3.x));
        {
            uint p0 = r4.w % r1.x;
            r4.w = p0;
        }
        r4.w = ((r4.w << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r4.w = asuint(asint(r2.x) + asint(r4.w));
        r13.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r4.w].xxx, asfloat(r11.xyz)));
        r3.x = asuint(asint(r3.x) + 1);
        r4.w = asuint(asint(r0.w) + 2);
        {
            uint p0 = r3.x % r1.x;
            r5.x = p0;
        }
        r5.x = asuint(asint(r5.x) << (0x00000001u & 31u));
        r5.x = asuint(asint(r2.x) + asint(r5.x));
        r10.xyz = asuint(mad(asfloat(vicp[r0.w + 2][0].xyz), g_TanM[r5.x].xxx, asfloat(r12.xyz)));
        r5.x = asuint(asint(r5.y) + asint(r3.x));
        {
            uint p0 = r5.x % r1.x;
            r5.x = p0;
        }
        r5.x = asuint(asint(r5.x) << (0x00000001u & 31u));
        r5.x = asuint(asint(r2.x) + asint(r5.x));
        r11.xyz = asuint(mad(asfloat(vicp[r0.w + 2][0].xyz), g_TanM[r5.x].xxx, asfloat(r13.xyz)));
        r0.w = r4.w;
    }
    {
        uint p0 = r3.x % r1.x;
        r4.x = p0;
    }
    r4.x = ((r4.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r4.x = asuint(asint(r2.x) + asint(r4.x));
    r4.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r4.x].xxx, asfloat(r10.xyz)));
    r3.x = asuint(asint(r5.y) + asint(r3.x));
    {
        uint p0 = r3.x % r1.x;
        r3.x = p0;
    }
    r3.x = ((r3.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r3.x = asuint(asint(r2.x) + asint(r3.x));
    r8.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r3.x].xxx, asfloat(r11.xyz)));
    {
        uint4 p0 = uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000001u) % r1.xxyz;
        r10.xyzw = p0;
    }
    r11.xyzw = ((r10.xyzw << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint4(0x0000001fu, 0x0000001fu, 0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u))) | (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & ~(((1u << (uint4(0x0000001fu, 0x0000001fu, 0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint4(0x00000001u, 0x00000001u, 0x00000001u, 0x00000001u) & 31u)));
    r11.xyzw = asuint(asint(r2.xxyz) + asint(r11.xyzw));
    r4.xyz = asuint(mad(asfloat(vicp[r9.y][0].xyz), g_TanM[r11.x].xxx, asfloat(r4.xyz)));
    {
        uint4 p0 = r1.xyzw % r1.xyzw;
        r12.xyzw = p0;
    }
    r5.xz = ((r12.xz << (uint2(0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u))) | (uint2(0x00000001u, 0x00000001u) & ~(((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u)));
    r5.xz = asuint(asint(r2.xz) + asint(r5.xz));
    r8.xyz = asuint(mad(asfloat(vicp[r9.y][0].xyz), g_TanM[r5.x].xxx, asfloat(r8.xyz)));
    r0.w = asuint(asint(r10.y) << (0x00000001u & 31u));
    r0.w = asuint(asint(r0.w) + asint(r2.x));
    r4.xyz = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r0.w].xxx, asfloat(r4.xyz)));
    r7.xyw = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r7.y].xxx, asfloat(r8.xyz)));
    r4.xyz = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r11.y].xxx, asfloat(r4.xyz)));
    r6.xy = ((r6.yw << (uint2(0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u))) | (uint2(0x00000001u, 0x00000001u) & ~(((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u)));
    r6.xy = asuint(asint(r2.xy) + asint(r6.xy));
    r6.xzw = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r6.x].xxx, asfloat(r7.xyw)));
    {
        uint2 p0 = r10.xw % r1.xz;
        r7.xy = p0;
    }
    r7.xy = asuint(asint(r7.xy) << (uint2(0x00000001u, 0x00000001u) & 31u));
    r7.xy = asuint(asint(r2.xz) + asint(r7.xy));
    vpc[14].xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r7.x].xxx, asfloat(r4.xyz)));
    r0.w = asuint(asint(r5.y) + asint(r10.x));
    {
        uint p0 = r0.w % r1.x;
        r0.w = p0;
    }
    r0.w = asuint(asint(r0.w) << (0x00000001u & 31u));
    r0.w = asuint(asint(r0.w) + asint(r2.x));
    vpc[18].xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r0.w].xxx, asfloat(r6.xzw)));
    r4.xyz = asuint(g_TanM[r3.y].xxx * asfloat(vicp[r0.x][0].xyz));
    r6.xzw = asuint(g_TanM[r7.z].xxx * asfloat(vicp[r0.x][0].xyz));
    r7.xzw = r4.xyz;
    r8.xyz = r6.xzw;
    r0.w = r0.x;
    r1.x = 0x00000001u;
    [loop] while (true) {
        r2.x = (r0.w >= r9.z) ? 0xffffffffu : 0u;
        if (r2.x != 0u) { break; }
        r2.x = ((r1.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r2.x = asuint(asint(r2.x) + asint(r2.y));
        r10.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r2.x].xxx, asfloat(r7.xzw)));
        r2.x = asuint(asint(r5.w) + asint(r1.x));
        {
            uint p0 = r2.x % r1.y;
            r2.x = p0;
        }
        r2.x = ((r2.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r2.x = asuint(asint(r2.x) + asint(r2.y));
        r13.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r2.x].xxx, asfloat(r8.xyz)));
        r1.x = asuint(asint(r1.x) + 1);
        r2.x = asuint(asint(r0.w) + 2);
        {
            uint p0 = r1.x % r1.y;
            r3.x = p0;
        }
        r3.x = asuint(asint(r3.x) << (0x00000001u & 31u));
        r3.x = asuint(asint(r2.y) + asint(r3.x));
        r7.xzw = asuint(mad(asfloat(vicp[r0.w + 2][0].xyz), g_TanM[r3.x].xxx, asfloat(r10.xyz)));
        r3.x = asuint(asint(r5.w) + asint(r1.x));
        {
            uint p0 = r3.x % r1.y;
            r3.x = p0;
        }
        r3.x = asuint(asint(r3.x) << (0x00000001u & 31u));
        r3.x = asuint(asint(r2.y) + asint(r3.x));
        r8.xyz = asuint(mad(asfloat(vicp[r0.w + 2][0].xyz), g_TanM[r3.x].xxx, asfloat(r13.xyz)));
        r0.w = r2.x;
    }
    {
        uint p0 = r1.x % r1.y;
        r0.x = p0;
    }
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.x = asuint(asint(r0.x) + asint(r2.y));
    r4.xyz = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r0.x].xxx, asfloat(r7.xzw)));
    r0.x = asuint(asint(r5.w) + asint(r1.x));
    {
        uint p0 = r0.x % r1.y;
        r0.x = p0;
    }
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.x = asuint(asint(r0.x) + asint(r2.y));
    r6.xzw = asuint(mad(asfloat(vicp[r0.w + 1][0].xyz), g_TanM[r0.x].xxx, asfloat(r8.xyz)));
    r4.xyz = asuint(mad(asfloat(vicp[r9.x][0].xyz), g_TanM[r11.z].xxx, asfloat(r4.xyz)));
    r6.xyz = asuint(mad(asfloat(vicp[r9.x][0].xyz), g_TanM[r6.y].xxx, asfloat(r6.xzw)));
    r8.xyzw = asuint(asint(r1.yzzw) + int4(-1, 1, -1, 1));
    {
        uint4 p0 = r8.xyzw % r1.yzzw;
        r13.xyzw = p0;
    }
    r7.xzw = asuint(asint(r13.xyz) << (uint3(0x00000001u, 0x00000001u, 0x00000001u) & 31u));
    r7.xzw = asuint(asint(r2.yzz) + asint(r7.xzw));
    r4.xyz = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r7.x].xxx, asfloat(r4.xyz)));
    r0.x = asuint(asint(r5.w) + asint(r8.x));
    {
        uint p0 = r0.x % r1.y;
        r0.x = p0;
    }
    r0.w = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.w = asuint(asint(r0.w) + asint(r2.y));
    r6.xyz = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r0.w].xxx, asfloat(r6.xyz)));
    r10.xyz = ((r13.xzw << (uint3(0x00000001u, 0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint3(0x0000001fu, 0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint3(0x00000001u, 0x00000001u, 0x00000001u) & 31u))) | (uint3(0x00000001u, 0x00000001u, 0x00000001u) & ~(((1u << (uint3(0x0000001fu, 0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint3(0x00000001u, 0x00000001u, 0x00000001u) & 31u)));
    r10.xyz = asuint(asint(r2.yzw) + asint(r10.xyz));
    r4.xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r10.x].xxx, asfloat(r4.xyz)));
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.x = asuint(asint(r0.x) + asint(r2.y));
    r6.xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r0.x].xxx, asfloat(r6.xyz)));
    {
        uint2 p0 = r12.yw % r1.yw;
        r0.xw = p0;
    }
    r0.xw = asuint(asint(r0.xw) << (uint2(0x00000001u, 0x00000001u) & 31u));
    r0.xw = asuint(asint(r0.xw) + asint(r2.yw));
    r4.xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r0.x].xxx, asfloat(r4.xyz)));
    r0.x = asuint(asint(r5.w) + asint(r12.y));
    {
        uint p0 = r0.x % r1.y;
        r0.x = p0;
    }
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = asuint(asint(r0.x) + asint(r2.y));
    vpc[19].xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r0.x].xxx, asfloat(r6.xyz)));
    vpc[15].xyz = asuint((-asfloat(r4.xyz)));
    r3.xyz = asuint(g_TanM[r3.z].xxx * asfloat(vicp[r0.y][0].xyz));
    r4.xyz = asuint(g_TanM[r7.z].xxx * asfloat(vicp[r0.y][0].xyz));
    r5.xyw = r3.xyz;
    r6.xyz = r4.xyz;
    r0.x = r0.y;
    r1.x = 0x00000002u;
    [loop] while (true) {
        r1.y = (r0.x >= r9.w) ? 0xffffffffu : 0u;
        if (r1.y != 0u) { break; }
        r1.y = ((r1.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r1.y = asuint(asint(r1.y) + asint(r2.z));
        r11.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r1.y].xxx, asfloat(r5.xyw)));
        r1.y = asuint(asint(r8.z) + asint(r1.x));
        {
            uint p0 = r1.y % r1.z;
            r1.y = p0;
        }
        r1.y = ((r1.y << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r1.y = asuint(asint(r1.y) + asint(r2.z));
        r12.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r1.y].xxx, asfloat(r6.xyz)));
        r1.x = asuint(asint(r1.x) + 1);
        r1.y = asuint(asint(r0.x) + 2);
        {
            uint p0 = r1.x % r1.z;
            r2.x = p0;
        }
        r2.x = asuint(asint(r2.x) << (0x00000001u & 31u));
        r2.x = asuint(asint(r2.x) + asint(r2.z));
        r5.xyw = asuint(mad(asfloat(vicp[r0.x + 2][0].xyz), g_TanM[r2.x].xxx, asfloat(r11.xyz)));
        r2.x = asuint(asint(r8.z) + asint(r1.x));
        {
            uint p0 = r2.x % r1.z;
            r2.x = p0;
        }
        r2.x = asuint(asint(r2.x) << (0x00000001u & 31u));
        r2.x = asuint(asint(r2.x) + asint(r2.z));
        r6.xyz = asuint(mad(asfloat(vicp[r0.x + 2][0].xyz), g_TanM[r2.x].xxx, asfloat(r12.xyz)));
        r0.x = r1.y;
    }
    {
        uint p0 = r1.x % r1.z;
        r0.y = p0;
    }
    r0.y = ((r0.y << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.y = asuint(asint(r0.y) + asint(r2.z));
    r3.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r0.y].xxx, asfloat(r5.xyw)));
    r0.y = asuint(asint(r8.z) + asint(r1.x));
    {
        uint p0 = r0.y % r1.z;
        r0.y = p0;
    }
    r0.y = ((r0.y << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.y = asuint(asint(r0.y) + asint(r2.z));
    r4.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r0.y].xxx, asfloat(r6.xyz)));
    r3.xyz = asuint(mad(asfloat(vicp[r9.z][0].xyz), g_TanM[r11.w].xxx, asfloat(r3.xyz)));
    r4.xyz = asuint(mad(asfloat(vicp[r9.z][0].xyz), g_TanM[r5.z].xxx, asfloat(r4.xyz)));
    {
        uint2 p0 = uint2(0x00000000u, 0x00000000u) % r1.zw;
        r0.xy = p0;
    }
    r1.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r1.x = asuint(asint(r1.x) + asint(r2.z));
    r3.xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r1.x].xxx, asfloat(r3.xyz)));
    r4.xyz = asuint(mad(asfloat(vicp[3][0].xyz), g_TanM[r7.w].xxx, asfloat(r4.xyz)));
    r0.xy = ((r0.xy << (uint2(0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u))) | (uint2(0x00000001u, 0x00000001u) & ~(((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u)));
    r0.xy = asuint(asint(r0.xy) + asint(r2.zw));
    r3.xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r0.x].xxx, asfloat(r3.xyz)));
    r4.xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r10.y].xxx, asfloat(r4.xyz)));
    r3.xyz = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r7.y].xxx, asfloat(r3.xyz)));
    r0.x = asuint(asint(r8.z) + asint(r10.w));
    {
        uint p0 = r0.x % r1.z;
        r0.x = p0;
    }
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = asuint(asint(r0.x) + asint(r2.z));
    r1.xyz = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r0.x].xxx, asfloat(r4.xyz)));
    vpc[16].xyz = asuint((-asfloat(r3.xyz)));
    vpc[20].xyz = asuint((-asfloat(r1.xyz)));
    r1.xyz = asuint(g_TanM[r3.w].xxx * asfloat(vicp[r0.z][0].xyz));
    r2.xy = asuint(asint(r1.ww) + int2(2, -1));
    {
        uint2 p0 = r2.xy % r1.ww;
        r2.xz = p0;
    }
    r3.xy = asuint(asint(r2.xz) << (uint2(0x00000001u, 0x00000001u) & 31u));
    r3.xy = asuint(asint(r2.ww) + asint(r3.xy));
    r3.xzw = asuint(g_TanM[r3.x].xxx * asfloat(vicp[r0.z][0].xyz));
    r4.xyz = r1.xyz;
    r5.xyz = r3.xzw;
    r0.x = r0.z;
    r2.x = 0x00000001u;
    [loop] while (true) {
        r4.w = (r0.x >= r9.y) ? 0xffffffffu : 0u;
        if (r4.w != 0u) { break; }
        r4.w = ((r2.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r4.w = asuint(asint(r2.w) + asint(r4.w));
        r6.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r4.w].xxx, asfloat(r4.xyz)));
        r4.w = asuint(asint(r8.w) + asint(r2.x));
        {
            uint p0 = r4.w % r1.w;
            r4.w = p0;
        }
        r4.w = ((r4.w << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r4.w = asuint(asint(r2.w) + asint(r4.w));
        r7.xyz = asuint(mad(asfloat(vicp[r0.x + 1][0].xyz), g_TanM[r4.w].xxx, asfloat(r5.xyz)));
        r2.x = asuint(asint(r2.x) + 1);
        r4.w = asuint(asint(r0.x) + 2);
        {
            uint p0 = r2.x % r1.w;
            r5.w = p0;
        }
        r5.w = asuint(asint(r5.w) << (0x00000001u & 31u));
        r5.w = asuint(asint(r2.w) + asint(r5.w));
        r4.xyz = asuint(mad(asfloat(vicp[r0.x + 2][0].xyz), g_TanM[r5.w].xxx, asfloat(r6.xyz)));
        r5.w = asuint(asint(r8.w) + asint(r2.x));
        {
            uint p0 = r5.w % r1.w;
            r5.w = p0;
        }
        r5.w = asuint(asint(r5.w) << (0x00000001u & 31u));
        r5.w = asuint(asint(r2.w) + asint(r5.w));
        r5.xyz = asuint(mad(asfloat(vicp[r0.x + 2][0].xyz), g_TanM[r5.w].xxx, asfloat(r7.xyz)));
        r0.x = r4.w;
    }
    {
        uint p0 = r2.x % r1.w;
        r0.x = p0;
    }
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.x = asuint(asint(r0.x) + asint(r2.w));
    r1.xyz = asuint(mad(asfloat(vicp[4][0].xyz), g_TanM[r0.x].xxx, asfloat(r4.xyz)));
    r0.x = asuint(asint(r8.w) + asint(r2.x));
    {
        uint p0 = r0.x % r1.w;
        r0.x = p0;
    }
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.x = asuint(asint(r0.x) + asint(r2.w));
    r3.xzw = asuint(mad(asfloat(vicp[4][0].xyz), g_TanM[r0.x].xxx, asfloat(r5.xyz)));
    r0.xyz = asuint(mad(asfloat(vicp[r9.w][0].xyz), g_TanM[r0.y].xxx, asfloat(r1.xyz)));
    r1.xyz = asuint(mad(asfloat(vicp[r9.w][0].xyz), g_TanM[r10.z].xxx, asfloat(r3.xzw)));
    r0.xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r3.y].xxx, asfloat(r0.xyz)));
    r2.x = asuint(asint(r8.w) + asint(r2.y));
    {
        uint p0 = r2.x % r1.w;
        r2.x = p0;
    }
    r2.y = asuint(asint(r2.x) << (0x00000001u & 31u));
    r2.y = asuint(asint(r2.y) + asint(r2.w));
    r1.xyz = asuint(mad(asfloat(vicp[0][0].xyz), g_TanM[r2.y].xxx, asfloat(r1.xyz)));
    r2.xy = ((r2.xz << (uint2(0x00000001u, 0x00000001u) & 31u)) & (((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u))) | (uint2(0x00000001u, 0x00000001u) & ~(((1u << (uint2(0x0000001fu, 0x0000001fu) & 31u)) - 1u) << (uint2(0x00000001u, 0x00000001u) & 31u)));
    r2.xy = asuint(asint(r2.xy) + asint(r2.ww));
    r0.xyz = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r2.y].xxx, asfloat(r0.xyz)));
    r1.xyz = asuint(mad(asfloat(vicp[1][0].xyz), g_TanM[r2.x].xxx, asfloat(r1.xyz)));
    vpc[17].xyz = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r0.w].xxx, asfloat(r0.xyz)));
    r0.x = asuint(asint(r8.w) + asint(r12.w));
    {
        uint p0 = r0.x % r1.w;
        r0.x = p0;
    }
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = asuint(asint(r0.x) + asint(r2.w));
    r0.xyz = asuint(mad(asfloat(vicp[2][0].xyz), g_TanM[r0.x].xxx, asfloat(r1.xyz)));
    vpc[21].xyz = asuint((-asfloat(r0.xyz)));
    return;
}
void fork6(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = (g_ValencePrefixBuffer.Load(asint(r0.x))).x;
    r0.x = asuint(asint(r0.x) + -3);
    vpc[22].x = asuint(g_fCi[r0.x]);
    return;
}
void fork7(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = (g_ValencePrefixBuffer.Load(asint(r0.x))).y;
    r0.x = asuint(asint(r0.x) + -3);
    vpc[22].y = asuint(g_fCi[r0.x]);
    return;
}
void fork8(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = (g_ValencePrefixBuffer.Load(asint(r0.x))).z;
    r0.x = asuint(asint(r0.x) + -3);
    vpc[22].z = asuint(g_fCi[r0.x]);
    return;
}
void fork9(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.x = asuint(asint(r0.x) << (0x00000001u & 31u));
    r0.x = (g_ValencePrefixBuffer.Load(asint(r0.x))).w;
    r0.x = asuint(asint(r0.x) + -3);
    vpc[22].w = asuint(g_fCi[r0.x]);
    return;
}
Patch patch_constants(InputPatch<Input, 32> ip, OutputPatch<Output, 16> op, uint vPrim_in : SV_PrimitiveID) {
    vPrim = vPrim_in;
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
    fork5(0u);
    fork6(0u);
    fork7(0u);
    fork8(0u);
    fork9(0u);
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
Output main(InputPatch<Input, 32> input, uint vOutputControlPointID : SV_OutputControlPointID, uint vPrim_in : SV_PrimitiveID) {
    Output output;
    uint4 vin[32][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise uint4 r6 = 0;
    vPrim = vPrim_in;
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
    r0.x = asuint(asint(vPrim) + g_iPatchStartIndex);
    r0.y = asuint(asint(r0.x) << (0x00000001u & 31u));
    r1.xyzw = (g_ValencePrefixBuffer.Load(asint(r0.y))).xyzw;
    r0.x = ((r0.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
    r0.xyzw = (g_ValencePrefixBuffer.Load(asint(r0.x))).xyzw;
    switch (asint(vOutputControlPointID)) {
    case 5:
        r2.w = asuint((float)r1.x);
        r3.xyz = asuint(asfloat(vin[1][0].xyz) + asfloat(vin[1][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), asfloat(r2.www), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[2][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.w = asuint(asint(r1.x) + 5);
        r2.w = asuint((float)r2.w);
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r2.www));
        break;
    case 6:
        r3.xyz = asuint(asfloat(vin[0][0].xyz) + asfloat(vin[0][0].xyz));
        r2.w = asuint((float)r1.y);
        r3.xyz = asuint(mad(asfloat(vin[1][0].xyz), asfloat(r2.www), asfloat(r3.xyz)));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[3][0].xyz));
        r2.w = asuint(asint(r1.y) + 5);
        r2.w = asuint((float)r2.w);
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r2.www));
        break;
    case 10:
        r3.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[0][0].xyz)));
        r2.w = asuint((float)r1.z);
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), asfloat(r2.www), asfloat(r3.xyz)));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.w = asuint(asint(r1.z) + 5);
        r2.w = asuint((float)r2.w);
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r2.www));
        break;
    case 9:
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[1][0].xyz)));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.w = asuint((float)r1.w);
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), asfloat(r2.www), asfloat(r3.xyz)));
        r2.w = asuint(asint(r1.w) + 5);
        r2.w = asuint((float)r2.w);
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r2.www));
        break;
    case 0:
        {
            int p0 = asint(r1.x) * asint(r1.x);
            r2.w = asuint(p0);
        }
        r3.x = asuint((float)r2.w);
        r3.yzw = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[4][0].xyz));
        r3.xyz = asuint(mad(asfloat(r3.xxx), asfloat(vin[0][0].xyz), asfloat(r3.yzw)));
        r4.xy = asuint(asint(r0.xw) + int2(-1, -1));
        r5.xyz = r3.xyz;
        r3.w = 0x00000004u;
        [loop] while (true) {
            r4.z = (r3.w >= r4.x) ? 0xffffffffu : 0u;
            if (r4.z != 0u) { break; }
            r6.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
            r4.z = asuint(asint(r3.w) + 2);
            r5.xyz = asuint(mad(asfloat(vin[r3.w + 2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r6.xyz)));
            r3.w = r4.z;
        }
        r3.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r4.y][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[2][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r2.w = asuint(5 * asint(r1.x) + asint(r2.w));
        r2.w = asuint((float)r2.w);
        r2.w = asuint(1.0f / asfloat(r2.w));
        r2.xyz = asuint(asfloat(r2.www) * asfloat(r3.xyz));
        break;
    case 3:
        {
            int p0 = asint(r1.y) * asint(r1.y);
            r2.w = asuint(p0);
        }
        r3.x = asuint((float)r2.w);
        r3.yzw = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[r0.x][0].xyz));
        r3.xyz = asuint(mad(asfloat(r3.xxx), asfloat(vin[1][0].xyz), asfloat(r3.yzw)));
        r4.xy = asuint(asint(r0.yx) + int2(-1, -1));
        r5.xyz = r3.xyz;
        r3.w = r0.x;
        [loop] while (true) {
            r4.z = (r3.w >= r4.x) ? 0xffffffffu : 0u;
            if (r4.z != 0u) { break; }
            r6.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
            r4.z = asuint(asint(r3.w) + 2);
            r5.xyz = asuint(mad(asfloat(vin[r3.w + 2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r6.xyz)));
            r3.w = r4.z;
        }
        r3.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r4.y][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[3][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r2.w = asuint(5 * asint(r1.y) + asint(r2.w));
        r2.w = asuint((float)r2.w);
        r2.w = asuint(1.0f / asfloat(r2.w));
        r2.xyz = asuint(asfloat(r2.www) * asfloat(r3.xyz));
        break;
    case 15:
        {
            int p0 = asint(r1.z) * asint(r1.z);
            r2.w = asuint(p0);
        }
        r3.x = asuint((float)r2.w);
        r3.yzw = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[r0.y][0].xyz));
        r3.xyz = asuint(mad(asfloat(r3.xxx), asfloat(vin[2][0].xyz), asfloat(r3.yzw)));
        r4.xy = asuint(asint(r0.zy) + int2(-1, -1));
        r5.xyz = r3.xyz;
        r3.w = r0.y;
        [loop] while (true) {
            r4.z = (r3.w >= r4.x) ? 0xffffffffu : 0u;
            if (r4.z != 0u) { break; }
            r6.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
            r4.z = asuint(asint(r3.w) + 2);
            r5.xyz = asuint(mad(asfloat(vin[r3.w + 2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r6.xyz)));
            r3.w = r4.z;
        }
        r3.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r4.y][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[0][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r2.w = asuint(5 * asint(r1.z) + asint(r2.w));
        r2.w = asuint((float)r2.w);
        r2.w = asuint(1.0f / asfloat(r2.w));
        r2.xyz = asuint(asfloat(r2.www) * asfloat(r3.xyz));
        break;
    case 12:
        {
            int p0 = asint(r1.w) * asint(r1.w);
            r2.w = asuint(p0);
        }
        r3.x = asuint((float)r2.w);
        r3.yzw = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[r0.z][0].xyz));
        r3.xyz = asuint(mad(asfloat(r3.xxx), asfloat(vin[3][0].xyz), asfloat(r3.yzw)));
        r4.xy = asuint(asint(r0.wz) + int2(-1, -1));
        r5.xyz = r3.xyz;
        r3.w = r0.z;
        [loop] while (true) {
            r4.z = (r3.w >= r4.x) ? 0xffffffffu : 0u;
            if (r4.z != 0u) { break; }
            r6.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[r3.w + 1][0].xyz));
            r4.z = asuint(asint(r3.w) + 2);
            r5.xyz = asuint(mad(asfloat(vin[r3.w + 2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r6.xyz)));
            r3.w = r4.z;
        }
        r3.xyz = asuint(asfloat(r5.xyz) + asfloat(vin[4][0].xyz));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r4.y][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[1][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r2.w = asuint(5 * asint(r1.w) + asint(r2.w));
        r2.w = asuint((float)r2.w);
        r2.w = asuint(1.0f / asfloat(r2.w));
        r2.xyz = asuint(asfloat(r2.www) * asfloat(r3.xyz));
        break;
    case 1:
        r2.w = asuint(asint(r1.x) << (0x00000001u & 31u));
        r3.x = asuint(asint(r2.w) + 10);
        r3.x = asuint((float)r3.x);
        r2.w = asuint((float)r2.w);
        r3.yzw = asuint(float3(4.0f, 4.0f, 4.0f) * asfloat(vin[1][0].xyz));
        r3.yzw = asuint(mad(asfloat(r2.www), asfloat(vin[0][0].xyz), asfloat(r3.yzw)));
        r3.yzw = asuint(asfloat(r3.yzw) + asfloat(vin[2][0].xyz));
        r3.yzw = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.yzw)));
        r2.w = asuint(asint(r0.x) + -1);
        r3.yzw = asuint(mad(asfloat(vin[r2.w][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.yzw)));
        r3.yzw = asuint(asfloat(r3.yzw) + asfloat(vin[r0.x][0].xyz));
        r2.xyz = asuint(asfloat(r3.yzw) / asfloat(r3.xxx));
        break;
    case 2:
        r2.w = asuint(asint(r1.y) << (0x00000001u & 31u));
        r3.x = asuint(asint(r2.w) + 10);
        r3.x = asuint((float)r3.x);
        r2.w = asuint((float)r2.w);
        r3.yzw = asuint(asfloat(r2.www) * asfloat(vin[1][0].xyz));
        r3.yzw = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.yzw)));
        r3.yzw = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.yzw)));
        r3.yzw = asuint(asfloat(r3.yzw) + asfloat(vin[3][0].xyz));
        r2.w = asuint(asint(r0.x) + -1);
        r3.yzw = asuint(asfloat(r3.yzw) + asfloat(vin[r2.w][0].xyz));
        r3.yzw = asuint(mad(asfloat(vin[r0.x][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.yzw)));
        r2.xyz = asuint(asfloat(r3.yzw) / asfloat(r3.xxx));
        break;
    case 13:
        r0.x = asuint(asint(r1.w) << (0x00000001u & 31u));
        r0.x = asuint(asint(r0.x) + 10);
        r0.x = asuint((float)r0.x);
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[1][0].xyz)));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r4.xyz = asuint(asfloat(vin[3][0].xyz) + asfloat(vin[3][0].xyz));
        r2.w = asuint((float)r1.w);
        r3.xyz = asuint(mad(asfloat(r4.xyz), asfloat(r2.www), asfloat(r3.xyz)));
        r3.xyz = asuint(mad(asfloat(vin[r0.z][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.w = asuint(asint(r0.z) + -1);
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r2.w][0].xyz));
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r0.xxx));
        break;
    case 14:
        r0.x = asuint(asint(r1.z) << (0x00000001u & 31u));
        r2.w = asuint(asint(r0.x) + 10);
        r2.w = asuint((float)r2.w);
        r3.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[0][0].xyz)));
        r0.x = asuint((float)r0.x);
        r3.xyz = asuint(mad(asfloat(r0.xxx), asfloat(vin[2][0].xyz), asfloat(r3.xyz)));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r0.z][0].xyz));
        r0.x = asuint(asint(r0.z) + -1);
        r3.xyz = asuint(mad(asfloat(vin[r0.x][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r2.www));
        break;
    case 4:
        r0.x = asuint(asint(r1.x) << (0x00000001u & 31u));
        r0.z = asuint(asint(r0.x) + 10);
        r0.xz = asuint((float2)r0.xz);
        r3.xyz = asuint(asfloat(vin[1][0].xyz) + asfloat(vin[1][0].xyz));
        r3.xyz = asuint(mad(asfloat(r0.xxx), asfloat(vin[0][0].xyz), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[2][0].xyz));
        r3.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r3.xyz)));
        r3.xyz = asuint(mad(asfloat(vin[4][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r0.x = asuint(asint(r0.w) + -1);
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[r0.x][0].xyz));
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r0.zzz));
        break;
    case 8:
        r0.x = asuint(asint(r1.w) << (0x00000001u & 31u));
        r0.x = asuint(asint(r0.x) + 10);
        r0.x = asuint((float)r0.x);
        r3.xyz = asuint(mad(asfloat(vin[0][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(vin[1][0].xyz)));
        r3.xyz = asuint(mad(asfloat(vin[2][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r4.xyz = asuint(asfloat(vin[3][0].xyz) + asfloat(vin[3][0].xyz));
        r0.z = asuint((float)r1.w);
        r3.xyz = asuint(mad(asfloat(r4.xyz), asfloat(r0.zzz), asfloat(r3.xyz)));
        r3.xyz = asuint(asfloat(r3.xyz) + asfloat(vin[4][0].xyz));
        r0.z = asuint(asint(r0.w) + -1);
        r3.xyz = asuint(mad(asfloat(vin[r0.z][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r3.xyz)));
        r2.xyz = asuint(asfloat(r3.xyz) / asfloat(r0.xxx));
        break;
    case 7:
        r0.x = asuint(asint(r1.y) << (0x00000001u & 31u));
        r0.z = asuint(asint(r0.x) + 10);
        r1.xyw = asuint(asfloat(vin[0][0].xyz) + asfloat(vin[0][0].xyz));
        r0.xz = asuint((float2)r0.xz);
        r1.xyw = asuint(mad(asfloat(r0.xxx), asfloat(vin[1][0].xyz), asfloat(r1.xyw)));
        r1.xyw = asuint(mad(asfloat(vin[2][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(r1.xyw)));
        r1.xyw = asuint(asfloat(r1.xyw) + asfloat(vin[3][0].xyz));
        r0.x = asuint(asint(r0.y) + -1);
        r1.xyw = asuint(mad(asfloat(vin[r0.x][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyw)));
        r1.xyw = asuint(asfloat(r1.xyw) + asfloat(vin[r0.y][0].xyz));
        r2.xyz = asuint(asfloat(r1.xyw) / asfloat(r0.zzz));
        break;
    case 11:
        r0.x = asuint(asint(r1.z) << (0x00000001u & 31u));
        r0.z = asuint(asint(r0.x) + 10);
        r1.xyz = asuint(mad(asfloat(vin[1][0].xyz), float3(4.0f, 4.0f, 4.0f), asfloat(vin[0][0].xyz)));
        r0.xz = asuint((float2)r0.xz);
        r1.xyz = asuint(mad(asfloat(r0.xxx), asfloat(vin[2][0].xyz), asfloat(r1.xyz)));
        r1.xyz = asuint(mad(asfloat(vin[3][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r0.x = asuint(asint(r0.y) + -1);
        r1.xyz = asuint(asfloat(r1.xyz) + asfloat(vin[r0.x][0].xyz));
        r0.xyw = asuint(mad(asfloat(vin[r0.y][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(r1.xyz)));
        r2.xyz = asuint(asfloat(r0.xyw) / asfloat(r0.zzz));
        break;
    default:
        r2.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
        break;
    }
    o0.xyz = r2.xyz;
    {
        output.BEZIERPOS0 = asfloat(o0.xyz);
        return output;
    }
}
