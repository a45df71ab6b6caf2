// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// t                                 texture  float4          2d    0        1
//
Texture2D<float4> t : register(t0);
struct Input {
    noperspective float4 sv_position0 : sv_position0;
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.sv_position0;
    r0.xy = asuint((int2)v0.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = (t.Load(asint(r0.xyz))).xyzw;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
