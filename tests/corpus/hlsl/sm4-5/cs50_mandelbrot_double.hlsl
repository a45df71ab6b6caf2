// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer V
// {
//
//   double2 g_center;                  // Offset:    0 Size:    16
//   double g_scale;                    // Offset:   16 Size:     8
//   uint g_maxIter;                    // Offset:   24 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_out                                 UAV  float4          2d    0        1
// V                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[2]; };
RWTexture2D<float4> g_out : register(u0);
struct Input {
};
struct Output {
};
[numthreads(8, 8, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    {
        uint lo0, hi0;
        asuint((double)vThreadID.x, lo0, hi0);
        uint lo1, hi1;
        asuint((double)vThreadID.y, lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(cb0[1].x, cb0[1].y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(cb0[1].x, cb0[1].y), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(cb0[0].x, cb0[0].y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(cb0[0].z, cb0[0].w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w0 = 0x00000000u;
        uint w1 = 0x00000000u;
        uint w2 = 0x00000000u;
        uint w3 = 0x00000000u;
        r1.x = w0;
        r1.y = w1;
        r1.z = w2;
        r1.w = w3;
    }
    r2.x = 0x00000000u;
    [loop] while (true) {
        if (r2.x >= cb0[1].z) { break; }
        {
            uint lo0, hi0;
            asuint(asdouble(r1.x, r1.y) * asdouble(r1.x, r1.y), lo0, hi0);
            uint lo1, hi1;
            asuint(asdouble(r1.z, r1.w) * asdouble(r1.z, r1.w), lo1, hi1);
            r3.x = lo0;
            r3.y = hi0;
            r3.z = lo1;
            r3.w = hi1;
        }
        {
            uint lo1, hi1;
            asuint(asdouble(r3.z, r3.w) + asdouble(r3.x, r3.y), lo1, hi1);
            r2.z = lo1;
            r2.w = hi1;
        }
        {
            uint w1 = (asdouble(0x00000000u, 0x40100000u) < asdouble(r2.z, r2.w)) ? 0xffffffffu : 0u;
            r2.y = w1;
        }
        if (r2.y != 0u) {
            break;
        }
        {
            uint lo0, hi0;
            asuint((-asdouble(r3.z, r3.w)) + asdouble(r3.x, r3.y), lo0, hi0);
            r3.x = lo0;
            r3.y = hi0;
        }
        {
            uint lo1, hi1;
            asuint(asdouble(r1.x, r1.y) * asdouble(0x00000000u, 0x40000000u), lo1, hi1);
            r2.z = lo1;
            r2.w = hi1;
        }
        {
            uint lo1, hi1;
            asuint(asdouble(r1.z, r1.w) * asdouble(r2.z, r2.w), lo1, hi1);
            r3.z = lo1;
            r3.w = hi1;
        }
        {
            uint lo0, hi0;
            asuint(asdouble(r0.x, r0.y) + asdouble(r3.x, r3.y), lo0, hi0);
            uint lo1, hi1;
            asuint(asdouble(r0.z, r0.w) + asdouble(r3.z, r3.w), lo1, hi1);
            r1.x = lo0;
            r1.y = hi0;
            r1.z = lo1;
            r1.w = hi1;
        }
        r2.x = asuint(asint(r2.x) + 1);
    }
    r0.x = asuint((float)r2.x);
    r0.y = asuint((float)cb0[1].z);
    r0.x = asuint(asfloat(r0.x) / asfloat(r0.y));
    r0.y = asuint(asfloat(r0.x) * asfloat(r0.x));
    r0.z = asuint(sqrt(asfloat(r0.x)));
    r0.w = 0x3f800000u;
    g_out[vThreadID.xy] = asfloat(r0.xyzw);
    {
        return output;
    }
}
