// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Grid
// {
//
//   uint g_cols;                       // Offset:    0 Size:     4
//   uint g_seed;                       // Offset:    4 Size:     4
//   int g_bias;                        // Offset:    8 Size:     4
//   uint g_mask;                       // Offset:   12 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Grid                              cbuffer      NA          NA    0        1
//
cbuffer Grid : register(b0) {
    uint g_cols : packoffset(c0);
    uint g_seed : packoffset(c0.y);
    int g_bias : packoffset(c0.z);
    uint g_mask : packoffset(c0.w);
};
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    uint4 BITS0 : BITS0;
    int2 CELL0 : CELL0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 o2 = 0;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    v0.x = input.SV_VertexID0;
    r0.x = asint(v0.x) * 747796405 + asint(g_seed);
    r0.y = asint((asuint(r0.x) >> (0x0000001cu & 31u))) + 4;
    r0.y = asint(asuint(r0.x) >> (asuint(r0.y) & 31u));
    r0.x = r0.x ^ r0.y;
    {
        int p0 = r0.x * 277803737;
        r0.x = p0;
    }
    r0.y = asint(asuint(r0.x) >> (0x00000016u & 31u));
    r0.x = r0.y ^ r0.x;
    o0.z = (float)asuint((r0.x & 65535)) * 1.5259022e-5f;
    o0.w = 1.0f;
    {
        uint p0 = v0.x / g_cols;
        uint p1 = v0.x % g_cols;
        r1.x = asint(p0);
        r2.x = asint(p1);
    }
    {
        int p0 = r1.x * -3;
        r0.y = p0;
    }
    r0.z = r2.x + (-g_bias);
    r0.w = asint((float)r0.y);
    o2.y = r0.y >> (0x00000001u & 31u);
    r0.y = asint((float)r0.z);
    o0.xy = asfloat(r0.yw) * float2(0.1f, 0.1f);
    r0.y = r0.x << (0x00000003u & 31u);
    r0.w = asint(asuint(r0.x) >> (0x00000005u & 31u));
    o1.w = asuint(r0.w ^ r0.y);
    o1.y = asuint((~r0.x) & asint(g_mask));
    o1.z = asuint(r0.x | asint(g_mask));
    o1.x = asuint(r0.x);
    r0.y = max(r0.z, (-r0.z));
    {
        uint p0 = asuint(r0.y) / 0x00000003u;
        r0.y = asint(p0);
    }
    r0.x = (r0.z ^ 3) & asint(0x80000000u);
    r0.z = -r0.y;
    o2.x = (asuint(r0.x) != 0u) ? r0.z : r0.y;
    {
        output.SV_Position0 = o0.xyzw;
        output.BITS0 = o1.xyzw;
        output.CELL0 = o2.xy;
        return output;
    }
}
