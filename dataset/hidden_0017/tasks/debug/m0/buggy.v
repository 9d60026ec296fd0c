module hidden_0017_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire call,
    input  wire abort,
    output wire heat
);
    reg lit;
    reg [1:0] mint;
    reg lit_next;
    reg [1:0] mint_next;

    always @* begin
        if (abort)
            lit_next = 1'b0;
        else if (!lit && call)
            lit_next = 1'b1;
        else if (lit && !call && mint == 2'd0)
            lit_next = 1'b0;
        else
            lit_next = lit;
    end

    always @* begin
        if (abort)
            mint_next = 2'd0;
        else if (!lit && call)
            mint_next = 2'd1;
        else if (mint != 2'd0)
            mint_next = mint - 2'd1;
        else
            mint_next = mint;
    end

    always @(posedge clk) begin
        if (rst) begin
            lit <= 1'b0;
            mint <= 2'd0;
        end else begin
            lit <= lit_next;
            mint <= mint_next;
        end
    end

    assign heat = lit;
endmodule
