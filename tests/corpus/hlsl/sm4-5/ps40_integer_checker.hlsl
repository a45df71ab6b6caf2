// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer C
// {
//
//   uint g_tile;                       // Offset:    0 Size:     4
//   uint g_mask;                       // Offset:    4 Size:     4
//   int g_shift;                       // Offset:    8 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// C                                 cbuffer      NA          NA    0        1
//
cbuffer C : register(b0) {
    uint g_tile : packoffset(c0);
    uint g_mask : packoffset(c0.y);
    int g_shift : packoffset(c0.z);
};
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    nointerpolation uint OBJID0 : OBJID0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    int4 v1 = 0;
    precise uint4 o0 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise int4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = asint(input.OBJID0);
    {
        int p0 = v1.x * -1640531535;
        r0.x = p0;
    }
    r0.x = asint(asuint(r0.x) >> (asuint(g_shift) & 31u));
    r1.y = (float)asuint((asint((asuint(r0.x) >> (0x00000008u & 31u))) & 255));
    r1.z = (float)asuint((asint((asuint(r0.x) >> (0x00000010u & 31u))) & asint(g_mask)));
    r0.y = r0.x & 255;
    r1.x = (float)asuint(r0.y);
    r1.xyz = r1.xyz * float3(0.003921569f, 0.003921569f, 0.003921569f);
    r1.w = 1.0f;
    r2.xy = asint((uint2)v0.xy);
    {
        uint2 p0 = asuint(r2.xy) / g_tile.xx;
        r2.xy = asint(p0);
    }
    o0.xyzw = (asuint(((r2.y ^ r2.x) & 1).xxxx) != 0u) ? asuint(r1.xyzw) : asuint(mad(r1.xyzw, float4(0.5f, 0.5f, 0.5f, 0.5f), asfloat((asint((((r0.x >> (0x00000003u & 31u)) < 0) ? 0xffffffffu : 0u)) & 1036831949).xxxx)));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
