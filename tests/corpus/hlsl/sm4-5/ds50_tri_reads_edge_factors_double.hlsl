// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   double g_bigScale;                 // Offset:    0 Size:     8
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
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
cbuffer CB0 : register(b0) { uint4 cb0[5]; };
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 EDGES0 : EDGES0;
};
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 3> input) {
    Output output;
    uint4 vicp[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[2][0].xyz = asuint(input[2].POSITION0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vDomain.xyz = domain;
    {
        uint lo0, hi0;
        asuint((double)asfloat(vicp[0][0].x), lo0, hi0);
        uint lo1, hi1;
        asuint((double)asfloat(vicp[0][0].y), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint((double)vDomain.x, lo0, hi0);
        uint lo1, hi1;
        asuint((double)vDomain.y, lo1, hi1);
        r1.x = lo0;
        r1.y = hi0;
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(r1.x, r1.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(r1.x, r1.y), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint((double)asfloat(vicp[1][0].x), lo0, hi0);
        uint lo1, hi1;
        asuint((double)asfloat(vicp[1][0].y), lo1, hi1);
        r2.x = lo0;
        r2.y = hi0;
        r2.z = lo1;
        r2.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.z, r1.w) * asdouble(r2.x, r2.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r1.z, r1.w) * asdouble(r2.z, r2.w), lo1, hi1);
        r2.x = lo0;
        r2.y = hi0;
        r2.z = lo1;
        r2.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r2.x, r2.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(r2.z, r2.w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint((double)asfloat(vicp[2][0].x), lo0, hi0);
        uint lo1, hi1;
        asuint((double)asfloat(vicp[2][0].y), lo1, hi1);
        r2.x = lo0;
        r2.y = hi0;
        r2.z = lo1;
        r2.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint((double)vDomain.z, lo0, hi0);
        r3.x = lo0;
        r3.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r2.x, r2.y) * asdouble(r3.x, r3.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r2.z, r2.w) * asdouble(r3.x, r3.y), lo1, hi1);
        r2.x = lo0;
        r2.y = hi0;
        r2.z = lo1;
        r2.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r2.x, r2.y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) + asdouble(r2.z, r2.w), lo1, hi1);
        r0.x = lo0;
        r0.y = hi0;
        r0.z = lo1;
        r0.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) * asdouble(cb0[0].x, cb0[0].y), lo0, hi0);
        uint lo1, hi1;
        asuint(asdouble(r0.z, r0.w) * asdouble(cb0[0].x, cb0[0].y), lo1, hi1);
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
        uint lo0, hi0;
        asuint((double)asfloat(vicp[0][0].z), lo0, hi0);
        r2.x = lo0;
        r2.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.x, r1.y) * asdouble(r2.x, r2.y), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint((double)asfloat(vicp[1][0].z), lo0, hi0);
        r2.x = lo0;
        r2.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r1.z, r1.w) * asdouble(r2.x, r2.y), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.z, r1.w) + asdouble(r1.x, r1.y), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo1, hi1;
        asuint((double)asfloat(vicp[2][0].z), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint lo1, hi1;
        asuint(asdouble(r3.x, r3.y) * asdouble(r1.z, r1.w), lo1, hi1);
        r1.z = lo1;
        r1.w = hi1;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.z, r1.w) + asdouble(r1.x, r1.y), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint lo0, hi0;
        asuint(asdouble(r1.x, r1.y) * asdouble(cb0[0].x, cb0[0].y), lo0, hi0);
        r1.x = lo0;
        r1.y = hi0;
    }
    {
        uint w2 = asuint((float)asdouble(r1.x, r1.y));
        r0.z = w2;
    }
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw));
    o0.y = dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw));
    o0.z = dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw));
    o0.w = dot(asfloat(r0.xyzw), asfloat(cb0[4].xyzw));
    r0.x = vpc[0].x;
    r0.y = vpc[1].x;
    r0.z = vpc[2].x;
    o1.xyz = asfloat(r0.xyz) * asfloat(vpc[3].xxx);
    {
        output.SV_Position0 = o0.xyzw;
        output.EDGES0 = o1.xyz;
        return output;
    }
}
