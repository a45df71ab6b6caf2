// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.xyzw = mad(v0.xyzw, c1.xyzw, v0.xyzw);
    oD0.xyzw = mad(r0.xyzw, c2.xyzw, v0.xyzw);
    oPos.xyzw = v0.xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
