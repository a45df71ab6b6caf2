// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
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
    r0.x = (float)(c0.x < v0.x);
    r0.y = (-v0.x) + c0.y;
    oD0.x = mad(r0.x, r0.y, v0.x);
    r0.x = (float)(v0.y < c0.z);
    r0.x = r0.x * v0.y;
    oD0.y = mad(r0.x, float4(-2.0, 0.0, 0.0, 0.0).x, v0.y);
    oPos.xyzw = v0.xyzw;
    oD0.zw = v0.zw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
