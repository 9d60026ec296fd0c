module pulse_event_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       click,
    input  wire [2:0] window_len,
    output wire [2:0] window_left,
    output wire       double_click,
    output wire       single_click
);
    reg [2:0] win;
    reg dbl;
    reg sgl;
    reg [2:0] win_next;
    reg dbl_next;
    reg sgl_next;

    always @* begin
        if (click && win == 3'd0)
            win_next = window_len;
        else if (click)
            win_next = window_len;
        else if (win != 3'd0)
            win_next = win - 3'd1;
        else
            win_next = win;
    end

    always @* begin
        if (click && win != 3'd0)
            dbl_next = 1'b1;
        else if (dbl)
            dbl_next = 1'b0;
        else
            dbl_next = dbl;
    end

    always @* begin
        if (!click && win == 3'd1)
            sgl_next = 1'b1;
        else if (sgl)
            sgl_next = 1'b0;
        else
            sgl_next = sgl;
    end

    always @(posedge clk) begin
        if (rst) begin
            win <= 3'd0;
            dbl <= 1'b0;
            sgl <= 1'b0;
        end else begin
            win <= win_next;
            dbl <= dbl_next;
            sgl <= sgl_next;
        end
    end

    assign window_left = win;
    assign double_click = dbl;
    assign single_click = sgl;
endmodule
