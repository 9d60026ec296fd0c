module hidden_0063_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire in_tol,
    output reg  lock
);
    reg [2:0] score;
    reg lk;

    always @(posedge clk) begin
        if (rst) begin
            score <= 3'd0;
            lk <= 1'b0;
        end else begin
            if (in_tol && score != 3'd7)
                score <= score + 3'd1;
            else if (!in_tol && score >= 3'd2)
                score <= score - 3'd2;
            else if (!in_tol)
                score <= 3'd0;
            if (in_tol && score == 3'd6)
                lk <= 1'b1;
            else if (!in_tol && score <= 3'd2)
                lk <= 1'b0;
        end
    end

    always @* begin
        lock = lk;
    end
endmodule
