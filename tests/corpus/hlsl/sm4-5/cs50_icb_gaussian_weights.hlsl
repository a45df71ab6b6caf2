// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   int g_vertical;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_src                             texture  float4          2d    0        1
// g_dst                                 UAV  float4          2d    0        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    int g_vertical : packoffset(c0);
};
Texture2D<float4> g_src : register(t0);
RWTexture2D<float4> g_dst : register(u0);
struct S_g0 { uint w[4]; };
groupshared S_g0 g0[72];
static const uint4 icb[9] = { uint4(0x3c84b5ddu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3d5d2f1bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3df9096cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e472b02u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e6872b0u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e472b02u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3df9096cu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3d5d2f1bu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3c84b5ddu, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    r0.y = asint(vThreadGroupID.x) << (0x00000006u & 31u);
    r0.x = asint(vThreadGroupID.y);
    r0.xy = (asuint(g_vertical.xx) != 0u) ? r0.xy : r0.yx;
    r0.zw = (asuint(g_vertical.xx) != 0u) ? int2(0, 1) : int2(1, 0);
    r1.x = asint(vThreadIDInGroupFlattened.x) + 4;
    r2.xy = asuint(r0.zw * asint(vThreadIDInGroupFlattened.xx) + r0.xy);
    r2.zw = uint2(0x00000000u, 0x00000000u);
    r3.xyzw = asuint((g_src.Load(asint(r2.xyz))).xyzw);
    g0[asuint(r1.x)].w[0] = r3.x;
    g0[asuint(r1.x)].w[1] = r3.y;
    g0[asuint(r1.x)].w[2] = r3.z;
    g0[asuint(r1.x)].w[3] = r3.w;
    if (vThreadIDInGroupFlattened.x < 0x00000004u) {
        r1.xy = asint(vThreadIDInGroupFlattened.xx) + int2(-4, 68);
        r3.xy = asuint(r0.zw * r1.xx + r0.xy);
        r3.zw = uint2(0x00000000u, 0x00000000u);
        r3.xyzw = asuint((g_src.Load(asint(r3.xyz))).xyzw);
        g0[vThreadIDInGroupFlattened.x].w[0] = r3.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r3.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r3.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r3.w;
        r0.xy = r0.zw * (asint(vThreadIDInGroupFlattened.x) + 64).xx + r0.xy;
        r0.zw = int2(0, 0);
        r0.xyzw = asint((g_src.Load(r0.xyz)).xyzw);
        g0[asuint(r1.y)].w[0] = asuint(r0.x);
        g0[asuint(r1.y)].w[1] = asuint(r0.y);
        g0[asuint(r1.y)].w[2] = asuint(r0.z);
        g0[asuint(r1.y)].w[3] = asuint(r0.w);
    }
    GroupMemoryBarrierWithGroupSync();
    r0.xyzw = int4(0, 0, 0, 0);
    r1.x = 0;
    [loop] while (true) {
        if (asuint(r1.x) >= 0x00000009u) { break; }
        r1.y = r1.x + asint(vThreadIDInGroupFlattened.x);
        r3.xyzw = uint4(g0[asuint(r1.y)].w[0], g0[asuint(r1.y)].w[1], g0[asuint(r1.y)].w[2], g0[asuint(r1.y)].w[3]);
        r0.xyzw = asint(mad(asfloat(r3.xyzw), asfloat(icb[asuint(r1.x)].xxxx), asfloat(r0.xyzw)));
        r1.x = r1.x + 1;
    }
    g_dst[r2.xy] = asfloat(asuint(r0.xyzw));
    {
        return output;
    }
}
