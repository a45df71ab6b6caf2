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
    r0.zw = max(r0.xy, (-r0.xy));
    {
        uint p0 = asuint(r0.z) / asuint(r0.w);
        r0.z = asint(p0);
    }
    r0.w = -r0.z;
    o0.w = (float)((asuint(((r0.y ^ r0.x) & asint(0x80000000u))) != 0u) ? r0.w : r0.z);
    o0.x = (float)(r0.y + r0.x);
    r0.z = (-r0.y) + r0.x;
    {
        int p0 = r0.y * r0.x;
        r0.x = p0;
    }
    o0.yz = (float2)r0.zx;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
