// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint4 g_param;                     // Offset:    0 Size:    16
//
// }
//
// Resource bind info for Result
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Input                             texture  float4          2d    0        1
// Result                                UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    0        1
//
cbuffer cbCS : register(b0) {
    uint4 g_param : packoffset(c0);
};
Texture2D<float4> t0 : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> Result : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[64];
struct Input {
};
struct Output {
};
[numthreads(8, 8, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    r0.xy = asuint((float2)vThreadID.xy * float2(0.012345679f, 0.012345679f));
    r0.zw = asuint((float2)g_param.zw);
    r0.xy = (uint2)(asfloat(r0.zw) * asfloat(r0.xy));
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.x = asuint(dot((t0.Load(asint(r0.xyz))).xyz, float3(0.299f, 0.587f, 0.114f)));
    g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    GroupMemoryBarrierWithGroupSync();
    r1.xyzw = asint((vThreadIDInGroupFlattened.xxxx < uint4(0x00000020u, 0x00000010u, 0x00000008u, 0x00000004u)) ? 0xffffffffu : 0u);
    if (r1.x != 0) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 32);
        r0.y = g0[r0.y].w[0];
        r0.x = asuint(asfloat(r0.y) + asfloat(r0.x));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    }
    GroupMemoryBarrierWithGroupSync();
    if (r1.y != 0) {
        r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + 16);
        r0.x = g0[r0.x].w[0];
        r0.y = g0[vThreadIDInGroupFlattened.x].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r0.y));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    }
    GroupMemoryBarrierWithGroupSync();
    if (r1.z != 0) {
        r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + 8);
        r0.x = g0[r0.x].w[0];
        r0.y = g0[vThreadIDInGroupFlattened.x].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r0.y));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    }
    GroupMemoryBarrierWithGroupSync();
    if (r1.w != 0) {
        r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + 4);
        r0.x = g0[r0.x].w[0];
        r0.y = g0[vThreadIDInGroupFlattened.x].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r0.y));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    }
    GroupMemoryBarrierWithGroupSync();
    r0.xy = (vThreadIDInGroupFlattened.xx < uint2(0x00000002u, 0x00000001u)) ? 0xffffffffu : 0u;
    if (r0.x != 0u) {
        r0.x = asuint(asint(vThreadIDInGroupFlattened.x) + 2);
        r0.x = g0[r0.x].w[0];
        r0.z = g0[vThreadIDInGroupFlattened.x].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r0.z));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.x;
    }
    GroupMemoryBarrierWithGroupSync();
    if (r0.y != 0u) {
        r0.x = g0[0x00000001u].w[0];
        r0.y = g0[0x00000000u].w[0];
        r0.x = asuint(asfloat(r0.x) + asfloat(r0.y));
        g0[0x00000000u].w[0] = r0.x;
    }
    if (vThreadIDInGroupFlattened.x == 0u) {
        r0.x = asuint(asint(vThreadGroupID.y) * asint(g_param.x) + asint(vThreadGroupID.x));
        r0.y = g0[0x00000000u].w[0];
        Result[r0.x].w[0] = r0.y;
    }
    {
        return output;
    }
}
