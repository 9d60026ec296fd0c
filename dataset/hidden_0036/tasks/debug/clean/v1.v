module hidden_0036_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ret,
    output reg  ready
);
    reg ret_q;
    reg [2:0] credits;

    always @(posedge clk) begin
        if (rst) begin
            ret_q <= 1'b0;
            credits <= 3'd3;
        end else begin
            if (ret)
                ret_q <= 1'b1;
            else if (!ret)
                ret_q <= 1'b0;
            if (send && credits != 3'd0 && !ret_q)
                credits <= credits - 3'd1;
            else if (ret_q && !(send && credits != 3'd0) && credits < 3'd3)
                credits <= credits + 3'd1;
        end
    end

    always @* begin
        ready = credits != 3'd0;
    end
endmodule
