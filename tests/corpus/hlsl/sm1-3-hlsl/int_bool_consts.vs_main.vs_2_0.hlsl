// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    oD0.xyzw = float4(-0.88906246, -0.12968744, 0.6296876, 1.0).xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
