// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   double g_a;                        // Offset:    0 Size:     8
//   double g_b;                        // Offset:    8 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// D                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
struct Input {
    float4 SV_Position0 : SV_Position0;
    float XVAL0 : XVAL0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = input.XVAL0;
    {
        uint lo0, hi0;
        asuint((double)v1.x, lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint(fma(asdouble(r0.x, r0.y), asdouble(cb0[0].x, cb0[0].y), asdouble(cb0[0].z, cb0[0].w)), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w2 = asuint((float)asdouble(r0.z, r0.w));
        r0.z = w2;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(cb0[0].x, cb0[0].y), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(0x00000000u, 0x3ff00000u), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.x, r1.y) + asdouble(cb0[0].z, cb0[0].w), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint w3 = (asdouble(r1.x, r1.y) >= asdouble(cb0[0].x, cb0[0].y)) ? 0xffffffffu : 0u;
        r0.w = w3;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.x, r1.y) / asdouble(r0.x, r0.y), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint w2 = (asdouble(r0.x, r0.y) != asdouble(cb0[0].z, cb0[0].w)) ? 0xffffffffu : 0u;
        r1.z = w2;
    }
    r0.w = asuint(asint(r0.w) & asint(r1.z));
    o0.w = asuint(asint(r0.z) & asint(r0.w));
    {
        uint w2 = (asdouble(r0.x, r0.y) == asdouble(r1.x, r1.y)) ? 0xffffffffu : 0u;
        r0.z = w2;
    }
    r0.z = asuint(asint(r0.z) & 1056964608);
    {
        uint w3 = (asdouble(r1.x, r1.y) < asdouble(r0.x, r0.y)) ? 0xffffffffu : 0u;
        r0.w = w3;
    }
    {
        uint lo0, hi0;
        asuint(min(asdouble(r0.x, r0.y), asdouble(r1.x, r1.y)), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint w1 = asuint((float)asdouble(r0.x, r0.y));
        o0.y = w1;
    }
    {
        uint lo0, hi0;
        asuint(max(asdouble(r1.x, r1.y), (-asdouble(cb0[0].z, cb0[0].w))), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint w0 = asuint((float)asdouble(r0.x, r0.y));
        o0.x = w0;
    }
    o0.z = (r0.w != 0u) ? 0x3f800000u : r0.z;
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
