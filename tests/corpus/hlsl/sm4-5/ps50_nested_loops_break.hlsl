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
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise int4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    r0.xy = (int2)v0.xy;
    r0.z = -g_radius;
    r1.zw = int2(0, 0);
    r2.xy = int2(1315859240, 0);
    r2.z = r0.z;
    [loop] while (true) {
        if (g_radius < r2.z) { break; }
        r3.xy = r2.xy;
        r4.y = r2.z;
        r4.x = r0.z;
        [loop] while (true) {
            if (g_radius < r4.x) { break; }
            r3.zw = asint((r4.xy == int2(0, 0)) ? 0xffffffffu : 0u);
            if ((r3.w & r3.z) != 0) {
                r4.xy = int2(1, 0);
                continue;
            }
            r1.xy = r0.xy + r4.xy;
            r0.w = asint((g_threshold < (g_t.Load(r1.xyz)).x) ? 0xffffffffu : 0u);
            {
                int p0 = r4.y * r4.y;
                r1.x = p0;
            }
            r1.x = asint(min((float)(r4.x * r4.x + r1.x), asfloat(r3.x)));
            r1.y = r3.y + 1;
            r1.xy = (asuint(r0.ww) != 0u) ? r1.xy : r3.xy;
            if (8 < r1.y) {
                r3.xy = r1.xy;
                break;
            }
            r3.xy = r1.xy;
            r4.x = r4.x + 1;
        }
        r2.xy = r3.xy;
        if (8 < r2.y) {
            o0.xyzw = float4(1.0f, 0.0f, 0.0f, 1.0f);
            {
                output.SV_Target0 = o0.xyzw;
                return output;
            }
        }
        r2.z = r4.y + 1;
    }
    r0.x = asint(sqrt(asfloat(r2.x)));
    r0.y = asint((float)g_radius);
    o0.x = asfloat(r0.x) / asfloat(r0.y);
    o0.y = (float)r2.y * 0.125f;
    o0.zw = float2(0.0f, 1.0f);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
