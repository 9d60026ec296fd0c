module hidden_0066_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire click,
    output wire dbl,
    output wire single
);
    reg [2:0] age;
    reg dbl_q;
    reg sgl_q;
    reg [2:0] age_next;
    reg dbl_q_next;
    reg sgl_q_next;

    always @* begin
        if (click && age != 3'd0)
            age_next = 3'd0;
        else if (click)
            age_next = 3'd2;
        else if (age == 3'd4)
            age_next = 3'd0;
        else if (age != 3'd0)
            age_next = age + 3'd1;
        else
            age_next = age;
    end

    always @* begin
        if (click && age != 3'd0)
            dbl_q_next = 1'b1;
        else if (dbl_q)
            dbl_q_next = 1'b0;
        else
            dbl_q_next = dbl_q;
    end

    always @* begin
        if (!click && age == 3'd4)
            sgl_q_next = 1'b1;
        else if (sgl_q)
            sgl_q_next = 1'b0;
        else
            sgl_q_next = sgl_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
            dbl_q <= 1'b0;
            sgl_q <= 1'b0;
        end else begin
            age <= age_next;
            dbl_q <= dbl_q_next;
            sgl_q <= sgl_q_next;
        end
    end

    assign dbl = dbl_q;
    assign single = sgl_q;
endmodule
