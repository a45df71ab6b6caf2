// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float f;                           // Offset:    0 Size:     4
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
float f;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    r0.yw = uint2(0x00000000u, 0x3e4ccccdu);
    r0.xz = uint2(0x00000000u, 0x3dcccccdu);
    r1.xy = int2(0, 0);
    [loop] while (true) {
        r1.y = 0;
        if (r1.x >= 4) { break; }
        r1.z = asint((f < asfloat(r0.z)) ? 0xffffffffu : 0u);
        if (r1.z != 0) {
            r0.xz = r0.wz;
            r1.y = -1;
            break;
        }
        r0.x = asuint(asfloat(r0.z) + asfloat(r0.z));
        r1.x = r1.x + 1;
        r0.xz = r0.yx;
        r1.xy = r1.xz;
    }
    r0.xy = (asuint(r1.yy) != 0u) ? r0.xz : uint2(0x3e99999au, 0x00000000u);
    r1.x = asint((f < 0.5f) ? 0xffffffffu : 0u);
    r1.w = (asuint(r1.x) != 0u) ? 1045220557 : 1053609165;
    r1.z = 1045220557;
    r0.zw = (asuint(r1.xx) != 0u) ? asuint(r1.zw) : uint2(0x3f19999au, 0x3f000000u);
    o0.xyzw = asfloat(r0.xyzw) + float4(0.1f, 0.1f, 0.1f, 0.1f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
