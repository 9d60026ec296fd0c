module hidden_0063_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire in_tol,
    output wire lock
);
    reg [2:0] score;
    reg lk;
    reg [2:0] score_next;
    reg lk_next;

    always @* begin
        if (in_tol && score != 3'd7)
            score_next = score + 3'd1;
        else if (!in_tol && score >= 3'd2)
            score_next = score - 3'd2;
        else if (!in_tol)
            score_next = 3'd0;
        else
            score_next = score;
    end

    always @* begin
        if (in_tol && score == 3'd6)
            lk_next = 1'b1;
        else if (!in_tol && score <= 3'd4)
            lk_next = 1'b0;
        else
            lk_next = lk;
    end

    always @(posedge clk) begin
        if (rst) begin
            score <= 3'd0;
            lk <= 1'b0;
        end else begin
            score <= score_next;
            lk <= lk_next;
        end
    end

    assign lock = lk;
endmodule
