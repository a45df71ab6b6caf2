// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_d
// {
//
//   double $Element;                   // Offset:    0 Size:     8
//
// }
//
// Resource bind info for g_i
// {
//
//   int $Element;                      // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_u
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_d                                   UAV  struct         r/w    0        1
// g_i                                   UAV  struct         r/w    1        1
// g_u                                   UAV  struct         r/w    2        1
//
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> g_d : register(u0);
struct S_u1 { uint w[1]; };
RWStructuredBuffer<S_u1> g_i : register(u1);
struct S_u2 { uint w[1]; };
RWStructuredBuffer<S_u2> g_u : register(u2);
struct Input {
};
struct Output {
};
[numthreads(32, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    {
        int p0 = asint(vThreadID.x) * 3;
        r0.x = asuint(p0);
    }
    r0.xy = uint2(g_d[r0.x].w[0], g_d[r0.x].w[1]);
    r0.zw = asuint(asint(vThreadID.xx) * int2(3, 3) + int2(1, 2));
    r1.xy = uint2(g_d[r0.z].w[0], g_d[r0.z].w[1]);
    r0.zw = uint2(g_d[r0.w].w[0], g_d[r0.w].w[1]);
    {
        uint lo1, hi1;
        asuint(asdouble(r0.x, r0.y) / asdouble(r1.x, r1.y), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint w2 = asuint((int)asdouble(r1.z, r1.w));
        r1.z = w2;
    }
    g_i[vThreadID.x].w[0] = r1.z;
    {
        uint lo1, hi1;
        asuint(fma(asdouble(r0.x, r0.y), asdouble(r1.x, r1.y), asdouble(r0.z, r0.w)), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint w0 = (asdouble(r0.x, r0.y) == asdouble(r1.x, r1.y)) ? 0xffffffffu : 0u;
        r1.x = w0;
    }
    {
        uint lo0, hi0;
        asuint((-asdouble(r0.x, r0.y)) + asdouble(r0.z, r0.w), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint(rcp(asdouble(r0.z, r0.w)), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w0 = (r1.x != 0u) ? 0x00000000u : r0.x;
        uint w1 = (r1.x != 0u) ? 0x3ff00000u : (r0.y & 0x7fffffffu);
        r0.x = w0;
        r0.y = w1;
    }
    {
        uint w0 = (uint)asdouble(r1.z, r1.w);
        r1.x = w0;
    }
    g_u[vThreadID.x].w[0] = r1.x;
    r1.x = asuint(asint(vThreadID.x) + 32);
    r1.y = g_u[r1.x].w[0];
    r1.x = g_i[r1.x].w[0];
    {
        uint lo1, hi1;
        asuint((double)asint(r1.x), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint((double)r1.y, lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.x, r1.y) + asdouble(r1.z, r1.w), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(r1.x, r1.y), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r0.z, r0.w), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    g_d[vThreadID.x].w[0] = r0.x;
    g_d[vThreadID.x].w[1] = r0.y;
    {
        return output;
    }
}
