// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer K
// {
//
//   int g_radius;                      // Offset:    0 Size:     4
//   float g_threshold;                 // Offset:    4 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_t                               texture   float          2d    0        1
// K                                 cbuffer      NA          NA    0        1
//
cbuffer K : register(b0) {
    int g_radius : packoffset(c0);
    float g_threshold : packoffset(c0.y);
};
Texture2D<float> g_t : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    uint4 r4 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    r0.xy = asuint((int2)asfloat(v0.xy));
    r0.z = asuint(-g_radius);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    r2.xy = uint2(0x4e6e6b28u, 0x00000000u);
    r2.z = r0.z;
    [loop] while (true) {
        r0.w = (g_radius < asint(r2.z)) ? 0xffffffffu : 0u;
        if (r0.w != 0u) { break; }
        r3.xy = r2.xy;
        r4.y = r2.z;
        r4.x = r0.z;
        [loop] while (true) {
            r0.w = (g_radius < asint(r4.x)) ? 0xffffffffu : 0u;
            if (r0.w != 0u) { break; }
            r3.zw = (asint(r4.xy) == int2(0, 0)) ? 0xffffffffu : 0u;
            r0.w = asint(r3.w) & asint(r3.z);
            if (r0.w != 0u) {
                r4.xy = uint2(0x00000001u, 0x00000000u);
                continue;
            }
            r1.xy = asuint(asint(r0.xy) + asint(r4.xy));
            r0.w = asuint((g_t.Load(asint(r1.xyz))).x);
            r0.w = (g_threshold < asfloat(r0.w)) ? 0xffffffffu : 0u;
            {
                uint p0 = asuint(asint(r4.y) * asint(r4.y));
                r1.x = p0;
            }
            r1.x = asuint(asint(r4.x) * asint(r4.x) + asint(r1.x));
            r1.x = asuint((float)asint(r1.x));
            r1.x = asuint(min(asfloat(r1.x), asfloat(r3.x)));
            r1.y = asuint(asint(r3.y) + 1);
            r1.xy = (r0.ww != 0u) ? r1.xy : r3.xy;
            r0.w = (8 < asint(r1.y)) ? 0xffffffffu : 0u;
            if (r0.w != 0u) {
                r3.xy = r1.xy;
                break;
            }
            r3.xy = r1.xy;
            r4.x = asuint(asint(r4.x) + 1);
        }
        r2.xy = r3.xy;
        r0.w = (8 < asint(r2.y)) ? 0xffffffffu : 0u;
        if (r0.w != 0u) {
            o0.xyzw = uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x3f800000u);
            {
                output.SV_Target0 = asfloat(o0.xyzw);
                return output;
            }
        }
        r2.z = asuint(asint(r4.y) + 1);
    }
    r0.x = asuint(sqrt(asfloat(r2.x)));
    r0.y = asuint((float)g_radius);
    o0.x = asuint(asfloat(r0.x) / asfloat(r0.y));
    r0.x = asuint((float)asint(r2.y));
    o0.y = asuint(asfloat(r0.x) * 0.125f);
    o0.zw = uint2(0x00000000u, 0x3f800000u);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
