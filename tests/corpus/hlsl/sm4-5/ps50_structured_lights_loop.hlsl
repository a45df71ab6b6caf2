// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Tiles
// {
//
//   uint g_tilesX;                     // Offset:    0 Size:     4
//   uint g_maxPerTile;                 // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_lights
// {
//
//   struct PointLight
//   {
//       
//       float3 pos;                    // Offset:    0
//       float radius;                  // Offset:   12
//       float3 color;                  // Offset:   16
//       uint flags;                    // Offset:   28
//
//   } $Element;                        // Offset:    0 Size:    32
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_lights                          texture  struct         r/o    0        1
// g_tileLists                       texture    byte         r/o    1        1
// Tiles                             cbuffer      NA          NA    0        1
//
cbuffer Tiles : register(b0) {
    uint g_tilesX : packoffset(c0);
    uint g_maxPerTile : packoffset(c0.y);
};
struct S_t0 { uint w[8]; };
StructuredBuffer<S_t0> g_lights : register(t0);
ByteAddressBuffer g_tileLists : register(t1);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.WORLDPOS0;
    v2.xyz = input.NORMAL0;
    r0.xy = (uint2)v0.yx >> (uint2(0x00000004u, 0x00000004u) & 31u);
    r0.x = asuint(asint(r0.x) * asint(g_tilesX) + asint(r0.y));
    r0.y = asuint(asint(g_maxPerTile) + 1);
    {
        int p0 = asint(r0.y) * asint(r0.x);
        r0.x = asuint(p0);
    }
    r0.x = asuint(asint(r0.x) << (0x00000002u & 31u));
    r0.y = g_tileLists.Load(r0.x).x;
    r0.x = asuint(asint(r0.x) + 4);
    r1.xyz = asuint((rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz);
    r2.xyz = float3(0.0f, 0.0f, 0.0f);
    r0.z = 0x00000000u;
    [loop] while (true) {
        if (r0.z >= r0.y) { break; }
        r0.w = asuint(asint(r0.z) << (0x00000002u & 31u));
        r0.w = asuint(asint(r0.w) + asint(r0.x));
        r0.w = g_tileLists.Load(r0.w).x;
        r3.xyzw = uint4(g_lights[r0.w].w[4], g_lights[r0.w].w[5], g_lights[r0.w].w[6], g_lights[r0.w].w[7]);
        if (asuint((asint(r3.w) & 1)) != 0u) {
            r0.z = asuint((asint(r0.z) + 1));
            continue;
        }
        r4.xyzw = uint4(g_lights[r0.w].w[0], g_lights[r0.w].w[1], g_lights[r0.w].w[2], g_lights[r0.w].w[3]);
        r4.xyz = asuint(asfloat(r4.xyz) + (-v1.xyz));
        r0.w = asuint(dot(asfloat(r4.xyz), asfloat(r4.xyz)));
        r3.xyz = asuint((max(((-(asfloat(r0.w) / (asfloat(r4.w) * asfloat(r4.w)))) + 1.0f), 0.0f)).xxx * asfloat(r3.xyz));
        r2.xyz = mad(asfloat(r3.xyz), (saturate(dot(asfloat(r1.xyz), ((rsqrt(asfloat(r0.w))).xxx * asfloat(r4.xyz))))).xxx, r2.xyz);
        r0.z = asuint(asint(r0.z) + 1);
    }
    o0.xyz = r2.xyz;
    {
        uint n = 0, s = 0;
        g_lights.GetDimensions(n, s);
        r0.x = n;
    }
    o0.w = (float)r0.x;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
