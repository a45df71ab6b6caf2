cbuffer C : register(b0) { float4 g; };
float4 main(float4 p : TEXCOORD0) : SV_Target {
    float x = p.x * g.x;
    if (x == 2) abort();
    if (x > 1) printf("%0 is fine!", x); else printf("%0 is not %1 fine!", x, p.y);
    if (p.z > 3) errorf("%0 is invalid", x);
    return x;
}
