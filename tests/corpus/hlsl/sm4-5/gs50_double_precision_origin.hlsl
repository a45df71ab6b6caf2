// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Big
// {
//
//   double3 g_originHi;                // Offset:    0 Size:    24
//   double g_scale;                    // Offset:   24 Size:     8
//   float4x4 g_vp;                     // Offset:   32 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Big                               cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[6]; };
struct Input {
    uint4 DPOS0 : DPOS0;
    float ZPOS0 : ZPOS0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
[maxvertexcount(2)]
void main(line Input input[2], inout LineStream<Output> stream0) {
    uint4 vin[2][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = input[0].DPOS0;
    vin[1][0].xyzw = input[1].DPOS0;
    vin[0][1].x = asuint(input[0].ZPOS0);
    vin[1][1].x = asuint(input[1].ZPOS0);
    r0.xyzw = vin[0][0].xyzw;
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
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(cb0[1].z, cb0[1].w), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(cb0[1].z, cb0[1].w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint w0 = asuint((float)asdouble(r0.x, r0.y));
        uint w1 = asuint((float)asdouble(r0.z, r0.w));
        r0.x = w0;
        r0.y = w1;
    }
    {
        uint w0 = asuint((float)(-asdouble(cb0[1].x, cb0[1].y)));
        r1.x = w0;
    }
    r0.z = asuint(asfloat(r1.x) + asfloat(vin[0][1].x));
    r1.z = asuint(asfloat(r1.x) + asfloat(vin[1][1].x));
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
    o0.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
    r2.x = dot(asfloat(r0.xyzw), asfloat(cb0[4].xyzw));
    o0.z = asuint(r2.x);
    o0.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[5].xyzw)));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    r0.xyzw = vin[1][0].xyzw;
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
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(cb0[1].z, cb0[1].w), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(cb0[1].z, cb0[1].w), lo1, hi1);
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
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[2].xyzw)));
    o0.y = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[3].xyzw)));
    o0.z = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[4].xyzw)));
    o0.w = asuint(dot(asfloat(r1.xyzw), asfloat(cb0[5].xyzw)));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    return;
}
