// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c4.xyzw;
    }
    {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c5.xyzw;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c5.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c5.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
