// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float2 a;                          // Offset:    0 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
float2 a;
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    r0.xy = (int2)a.xy;
    r0.z = (r0.x ^ r0.y) & asint(0x80000000u);
    r0.yw = max(r0.xy, (-r0.xy));
    {
        uint p0 = asuint(r0.w) / asuint(r0.y);
        r1.x = asint(p0);
    }
    {
        uint p0 = asuint(r0.y) % asuint(r0.w);
        r0.y = asint(p0);
    }
    r0.w = -r1.x;
    o0.w = (float)((asuint(r0.z) != 0u) ? r0.w : r1.x);
    r0.z = r0.x & asint(0x80000000u);
    o0.z = (float)(-r0.x);
    r0.x = -r0.y;
    o0.x = (float)((asuint(r0.z) != 0u) ? r0.x : r0.y);
    o0.y = trunc(a.x);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
