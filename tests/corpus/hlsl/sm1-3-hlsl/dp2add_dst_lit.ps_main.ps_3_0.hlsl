// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.xy = c0.xy;
    r0.x = dot(v0.xy, r0.xy) + float4(0.0, 0.0, 0.0, 0.0).x;
    r1.xy = v0.xy;
    oC0.xyzw = (float4)(dot(r1.xy, v1.xy) + r0.x);
    output.oC0 = oC0.xyzw;
    return output;
}
