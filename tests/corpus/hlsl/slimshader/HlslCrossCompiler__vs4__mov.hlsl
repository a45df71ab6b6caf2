// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.xyzw = v0.xyzw;
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
