// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Planet
// {
//
//   double4 g_camPos;                  // Offset:    0 Size:    32
//   double4 g_objPos;                  // Offset:   32 Size:    32
//   float4x4 g_viewProj;               // Offset:   64 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Planet                            cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[8]; };
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float DIST0 : DIST0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xyz = input.POSITION0;
    {
        uint lo0, hi0;
        asuint((double)v0.x, lo0, hi0);
        uint lo1, hi1;
        asuint((double)v0.y, lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(cb0[2].x, cb0[2].y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(cb0[2].z, cb0[2].w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + (-asdouble(cb0[0].x, cb0[0].y)), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + (-asdouble(cb0[0].z, cb0[0].w)), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w0 = asuint((float)asdouble(r0.x, r0.y));
        uint w1 = asuint((float)asdouble(r0.z, r0.w));
        r1.x = w0;
        r1.y = w1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(r0.x, r0.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(r0.z, r0.w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r0.z, r0.w), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint((double)v0.z, lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(cb0[3].x, cb0[3].y), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + (-asdouble(cb0[1].x, cb0[1].y)), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w2 = asuint((float)asdouble(r0.z, r0.w));
        r1.z = w2;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(r0.z, r0.w), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r0.z, r0.w), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    {
        uint w0 = asuint((float)asdouble(r0.x, r0.y));
        r0.x = w0;
    }
    o1.x = sqrt(asfloat(r0.x));
    r1.w = 0x3f800000u;
    o0.x = dot(asfloat(r1.xyzw), asfloat(cb0[4].xyzw));
    o0.y = dot(asfloat(r1.xyzw), asfloat(cb0[5].xyzw));
    o0.z = dot(asfloat(r1.xyzw), asfloat(cb0[6].xyzw));
    o0.w = dot(asfloat(r1.xyzw), asfloat(cb0[7].xyzw));
    {
        output.SV_Position0 = o0.xyzw;
        output.DIST0 = o1.x;
        return output;
    }
}
