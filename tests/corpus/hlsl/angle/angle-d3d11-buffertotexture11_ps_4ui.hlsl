// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Buffer4UI                         texture   uint4         buf    0        1
//
Buffer<uint4> t0 : register(t0);
struct Input {
    float4 v0_x : SV_Position0;
    nointerpolation uint v1_x : TEXCOORD0;
};
struct Output {
    uint4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    o0.xyzw = asuint((t0.Load(asint(v1.x))).xyzw);
    {
            output.o0_x = (o0.xyzw);
            return output;
        }
}
