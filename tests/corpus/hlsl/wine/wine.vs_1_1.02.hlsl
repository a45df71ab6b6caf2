// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
struct Input {
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 oPos = 0;
    oPos.xyzw = c0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
