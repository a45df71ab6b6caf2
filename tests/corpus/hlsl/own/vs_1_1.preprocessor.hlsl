// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.yzw = (float3)(dot(v0.xyzw, c4.xyzw));
    output.oPos = oPos.xyzw;
    return output;
}
