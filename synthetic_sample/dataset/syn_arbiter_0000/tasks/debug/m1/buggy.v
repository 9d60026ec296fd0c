module syn_arbiter_0000_canonical_next (
    input  wire       clk,
    input  wire       srst,
    input  wire [4:0] req,
    output reg  [4:0] token,
    output wire [4:0] grant
);
    reg [4:0] token_next;

    always @* begin
        if (1'b1)
            token_next = {token[0], token[4:1]};
        else
            token_next = token;
    end

    always @(posedge clk) begin
        if (srst) begin
            token <= 5'd16;
        end else begin
            token <= token_next;
        end
    end

    assign grant = token & req;
endmodule
