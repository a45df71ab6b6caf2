float4 main(float4 p : TEXCOORD0) : SV_Target {
    printf("a\"b\\c\n%0\td", p.x);
    return p;
}
