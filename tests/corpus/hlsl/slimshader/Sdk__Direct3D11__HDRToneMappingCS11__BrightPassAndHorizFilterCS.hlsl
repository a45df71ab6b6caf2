// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cb0
// {
//
//   float4 g_avSampleWeights[15];      // Offset:    0 Size:   240
//   uint g_outputwidth;                // Offset:  240 Size:     4
//   float g_inverse;                   // Offset:  244 Size:     4
//   int2 g_inputsize;                  // Offset:  248 Size:     8
//
// }
//
// Resource bind info for lum
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for Result
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Input                             texture  float4          2d    0        1
// lum                               texture  struct         r/o    1        1
// Result                                UAV  struct         r/w    0        1
// cb0                               cbuffer      NA          NA    0        1
//
cbuffer cb0 : register(b0) {
    float4 g_avSampleWeights[15] : packoffset(c0);
    uint g_outputwidth : packoffset(c15);
    float g_inverse : packoffset(c15.y);
    int2 g_inputsize : packoffset(c15.z);
};
Texture2D<float4> t0 : register(t0);
struct S_t1 { uint w[1]; };
StructuredBuffer<S_t1> lum : register(t1);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> Result : register(u0);
struct S_g0 { uint w[4]; };
groupshared S_g0 g0[128];
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + -7);
    r0.y = asuint(114 * asint(vThreadGroupID.x) + asint(r0.x));
    r0.z = vThreadGroupID.y;
    r1.yz = ((r0.yz << (uint2(0x00000003u, 0x00000003u) & 31u)) & (((1u << (uint2(0x0000001du, 0x0000001du) & 31u)) - 1u) << (uint2(0x00000003u, 0x00000003u) & 31u))) | (uint2(0x00000004u, 0x00000003u) & ~(((1u << (uint2(0x0000001du, 0x0000001du) & 31u)) - 1u) << (uint2(0x00000003u, 0x00000003u) & 31u)));
    r1.x = asuint(max(asint(r1.y), 0));
    r1.xy = asuint(min((g_inputsize.xy + int2(-1, -1)), asint(r1.xz)));
    r1.zw = uint2(0x00000000u, 0x00000000u);
    r0.z = lum[0x00000000u].w[0];
    r1.xyz = asuint((0.72f / mad(asfloat(r0.z), g_inverse, 0.001f)).xxx * max(((t0.Load(asint(r1.xyz))).xyz + float3(-0.5f, -0.5f, -0.5f)), float3(0.0f, 0.0f, 0.0f)));
    r2.xyz = asuint(mad(asfloat(r1.xyz), float3(0.6666667f, 0.6666667f, 0.6666667f), float3(1.0f, 1.0f, 1.0f)));
    r3.xyz = asuint(asfloat(r1.xyz) * asfloat(r2.xyz));
    r1.xyz = asuint(asfloat(r3.xyz) / mad(asfloat(r1.xyz), asfloat(r2.xyz), float3(1.0f, 1.0f, 1.0f)));
    g0[vThreadIDInGroupFlattened.x].w[0] = r1.x;
    g0[vThreadIDInGroupFlattened.x].w[1] = r1.y;
    g0[vThreadIDInGroupFlattened.x].w[2] = r1.z;
    GroupMemoryBarrierWithGroupSync();
    r0.z = (vThreadIDInGroupFlattened.x >= 0x00000007u) ? 0xffffffffu : 0u;
    r0.w = (vThreadIDInGroupFlattened.x < 0x00000079u) ? 0xffffffffu : 0u;
    r0.z = asuint(asint(r0.w) & asint(r0.z));
    r0.w = (asuint(((114 * asint(vThreadGroupID.x) + asint(vThreadIDInGroupFlattened.x)) + -7)) < g_outputwidth) ? 0xffffffffu : 0u;
    if (asuint((asint(r0.w) & asint(r0.z))) != 0u) {
        r0.xzw = uint3(g0[r0.x].w[0], g0[r0.x].w[1], g0[r0.x].w[2]);
        r2.xyzw = asuint(asint(vThreadIDInGroupFlattened.xxxx) + int4(-6, -5, -4, -3));
        r3.xyz = uint3(g0[r2.x].w[0], g0[r2.x].w[1], g0[r2.x].w[2]);
        r0.xzw = asuint(mad(asfloat(r0.xzw), g_avSampleWeights[0].xyz, (asfloat(r3.xyz) * g_avSampleWeights[1].xyz)));
        r3.xyz = uint3(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2]);
        r2.xyz = uint3(g0[r2.z].w[0], g0[r2.z].w[1], g0[r2.z].w[2]);
        r0.xzw = asuint(mad(asfloat(r2.xyz), g_avSampleWeights[3].xyz, mad(asfloat(r3.xyz), g_avSampleWeights[2].xyz, asfloat(r0.xzw))));
        r2.xyz = uint3(g0[r2.w].w[0], g0[r2.w].w[1], g0[r2.w].w[2]);
        r0.xzw = asuint(mad(asfloat(r2.xyz), g_avSampleWeights[4].xyz, asfloat(r0.xzw)));
        r2.xyzw = asuint(asint(vThreadIDInGroupFlattened.xxxx) + int4(-2, -1, 1, 2));
        r3.xyz = uint3(g0[r2.x].w[0], g0[r2.x].w[1], g0[r2.x].w[2]);
        r0.xzw = asuint(mad(asfloat(r3.xyz), g_avSampleWeights[5].xyz, asfloat(r0.xzw)));
        r3.xyz = uint3(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2]);
        r0.xzw = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[7].xyz, mad(asfloat(r3.xyz), g_avSampleWeights[6].xyz, asfloat(r0.xzw))));
        r1.xyz = uint3(g0[r2.z].w[0], g0[r2.z].w[1], g0[r2.z].w[2]);
        r0.xzw = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[8].xyz, asfloat(r0.xzw)));
        r1.xyz = uint3(g0[r2.w].w[0], g0[r2.w].w[1], g0[r2.w].w[2]);
        r0.xzw = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[9].xyz, asfloat(r0.xzw)));
        r1.xyzw = asuint(asint(vThreadIDInGroupFlattened.xxxx) + int4(3, 4, 5, 6));
        r2.xyz = uint3(g0[r1.x].w[0], g0[r1.x].w[1], g0[r1.x].w[2]);
        r0.xzw = asuint(mad(asfloat(r2.xyz), g_avSampleWeights[10].xyz, asfloat(r0.xzw)));
        r2.xyz = uint3(g0[r1.y].w[0], g0[r1.y].w[1], g0[r1.y].w[2]);
        r1.xyz = uint3(g0[r1.z].w[0], g0[r1.z].w[1], g0[r1.z].w[2]);
        r0.xzw = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[12].xyz, mad(asfloat(r2.xyz), g_avSampleWeights[11].xyz, asfloat(r0.xzw))));
        r1.xyz = uint3(g0[r1.w].w[0], g0[r1.w].w[1], g0[r1.w].w[2]);
        r0.xzw = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[13].xyz, asfloat(r0.xzw)));
        r1.x = asuint(asint(vThreadIDInGroupFlattened.x) + 7);
        r1.xyz = uint3(g0[r1.x].w[0], g0[r1.x].w[1], g0[r1.x].w[2]);
        r1.xyz = asuint(mad(asfloat(r1.xyz), g_avSampleWeights[14].xyz, asfloat(r0.xzw)));
        r0.x = asuint(asint(vThreadGroupID.y) * asint(g_outputwidth) + asint(r0.y));
        r1.w = 0x3f800000u;
        Result[r0.x].w[0] = r1.x;
        Result[r0.x].w[1] = r1.y;
        Result[r0.x].w[2] = r1.z;
        Result[r0.x].w[3] = r1.w;
    }
    {
        return output;
    }
}
