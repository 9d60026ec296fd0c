module hidden_0036_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ret,
    output wire ready
);
    reg ret_q;
    reg [2:0] credits;
    reg ret_q_next;
    reg [2:0] credits_next;

    always @* begin
        if (ret)
            ret_q_next = 1'b1;
        else if (!ret)
            ret_q_next = 1'b0;
        else
            ret_q_next = ret_q;
    end

    always @* begin
        if (send && credits != 3'd0 && !ret_q)
            credits_next = credits - 3'd1;
        else if (ret && !(send && credits != 3'd0) && credits < 3'd3)
            credits_next = credits + 3'd1;
        else
            credits_next = credits;
    end

    always @(posedge clk) begin
        if (rst) begin
            ret_q <= 1'b0;
            credits <= 3'd3;
        end else begin
            ret_q <= ret_q_next;
            credits <= credits_next;
        end
    end

    assign ready = credits != 3'd0;
endmodule
