// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
struct Input {
    float4 t0 : TEXCOORD0;
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyz = t0.xyz + float4(-0.25, 0.0, 0.0, 0.0).xxx;
    r0.w = r0.z;
    r1.xyzw = v0.wwww + (-c0.xxxx);
    clip(r0);
    clip(r1);
    oC0.xyzw = v0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
