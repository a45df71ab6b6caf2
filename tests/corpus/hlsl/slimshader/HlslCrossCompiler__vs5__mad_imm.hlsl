// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float4 v0_x : POSITION0;
    float4 v1_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_Position0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    o0.xyzw = asuint(mad(asfloat(v1.xyzw), asfloat(uint4(0x3dcccccdu, 0x3e4ccccdu, 0x3e99999au, 0x3ecccccdu)), asfloat(v0.xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
