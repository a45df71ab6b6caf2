// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_img                             texture  float4          2d    0        1
// g_hist                                UAV    byte         r/w    0        1
//
Texture2D<float4> g_img : register(t0);
RWByteAddressBuffer g_hist : register(u0);
struct S_g0 { uint w[1]; };
groupshared S_g0 g0[256];
struct Input {
};
struct Output {
};
[numthreads(16, 16, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    g0[vThreadIDInGroupFlattened.x].w[0] = 0x00000000u;
    GroupMemoryBarrierWithGroupSync();
    r0.xy = vThreadID.xy;
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.x = (uint)(saturate(dot((g_img.Load(asint(r0.xyz))).xyz, float3(0.2126f, 0.7152f, 0.0722f))) * 255.0f);
    r0.y = 0x00000000u;
    InterlockedAdd(g0[r0.x].w[(r0.y >> 2)], 0x00000001u);
    GroupMemoryBarrierWithGroupSync();
    r0.x = g0[vThreadIDInGroupFlattened.x].w[0];
    r0.y = asuint(asint(vThreadIDInGroupFlattened.x) << (0x00000002u & 31u));
    g_hist.InterlockedAdd(r0.y, r0.x);
    {
        return output;
    }
}
