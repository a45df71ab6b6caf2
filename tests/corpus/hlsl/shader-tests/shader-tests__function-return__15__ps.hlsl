// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4 f[3];                       // Offset:    0 Size:    48
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
float4 f[3];
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
    precise int4 r2 = 0;
    r0.xyzw = uint4(0x00000000u, 0x3dcccccdu, 0x00000000u, 0x00000000u);
    [loop] while (true) {
        r0.w = 0x00000000u;
        if (asint(r0.z) >= 3) { break; }
        r1.y = asint(r0.x);
        r1.zw = int2(0, 0);
        [loop] while (true) {
            r1.w = 0;
            if (r1.z >= 3) { break; }
            r2.x = asint((f[asuint(r1.z)].x < asfloat(r0.y)) ? 0xffffffffu : 0u);
            if (r2.x != 0) {
                r1.yw = int2(1045220557, -1);
                break;
            }
            r1.z = r1.z + 1;
            r1.w = r2.x;
        }
        r1.x = asint(r0.y);
        r0.xyw = asuint(r1.yxw);
        if (r1.w != 0) { break; }
        r1.z = asint(asfloat(r0.y) + asfloat(r0.y));
        r0.z = asuint(asint(r0.z) + 1);
        r0.xyw = asuint(r1.yzw);
    }
    o0.xy = asfloat(((r0.ww != 0u) ? r0.xy : uint2(0x3e99999au, 0x00000000u))) + float2(0.1f, 0.1f);
    o0.zw = float2(0.6f, 0.6f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
