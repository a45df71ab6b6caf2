// Decompiled by dxsm from vs_2_a code.
float4 c5 : register(c5);
float4 c25 : register(c25);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
    float4 v2 : TEXCOORD0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    precise float4 oT0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = v1.xyzw;
    r2.xyzw = float4(0.5, 2.0, -1.0, 0.25).xyzw;
    r3.xyzw = v2.xyzw;
    r0.x = r0.w + (-c25.w);
    r2.xyzw = dst(r0.xyzw, r3.xyzw).xyzw;
    r0.yz = lerp(c5.yz, r1.yz, r3.yz);
    oPos.xyzw = r0.xyzw;
    oD0.xyzw = r1.xyzw;
    oT0.xyzw = r2.xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
